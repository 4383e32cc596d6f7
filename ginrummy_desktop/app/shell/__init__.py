"""The program's shell: paths, files, logs, the single-instance lock, the memory-limit check at
start, translation, the icon, and the GUI thread's side of the worker processes."""
