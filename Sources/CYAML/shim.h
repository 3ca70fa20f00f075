// Debian's libyaml (package libyaml-dev), seen by Swift through the CYAML module.
#include <yaml.h>
