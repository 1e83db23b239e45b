/* The clang side of `import os.log` (see module.modulemap): empty. */
