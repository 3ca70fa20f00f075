// The commit of http-tests/cache-tests that cache-tests/ holds (see cache-tests/SOURCE.md).
export const cacheTestsCommit = 'b55b8bda3dbb8c927c04e85bd8d496a8caa3e4ba'
