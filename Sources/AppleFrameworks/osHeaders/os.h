/* The clang side of `import os` (see module.modulemap): empty. */
