// SpecrunKit is what a system under test is built from: its world on a simulated device, its steps
// and their arguments, fixtures, metrics, exploration and outcomes. `import SpecrunKit` is all a
// team's package needs; the runner, planning and reports behind it are not part of its API.
