"""The program's shell: paths, files, logs, single instance, translation and icon."""
