"""Read files of a fetched repository straight from its git objects (a bare clone is enough)."""

import subprocess


class GitSource:
    """One repository: `git --git-dir=<git_dir>`, and its URL for the provenance header."""

    def __init__(self, git_dir, url):
        self.git_dir = git_dir
        self.url = url

    def _git(self, *args):
        done = subprocess.run(["git", "--git-dir", self.git_dir, *args], capture_output=True, text=True)
        if done.returncode != 0:
            raise SystemExit(f"git {' '.join(args)} in {self.git_dir}: {done.stderr.strip()}")
        return done.stdout

    def commit(self, rev):
        """The full sha of `rev` (a sha, a branch, `HEAD`, `<sha>^`)."""
        return self._git("rev-parse", "--verify", f"{rev}^{{commit}}").strip()

    def committed(self, sha):
        """The commit date of `sha` (ISO 8601)."""
        return self._git("show", "-s", "--format=%cI", sha).strip()

    def read(self, sha, path):
        """The text of `path` at commit `sha`."""
        return self._git("show", f"{sha}:{path}")

    def list_dir(self, sha, path):
        """The paths of the entries of directory `path` at commit `sha`."""
        return self._git("ls-tree", "--name-only", sha, path.rstrip("/") + "/").split()

    def blob(self, sha, path):
        """The git blob id of `path` at `sha` (what `git hash-object` gives for the file)."""
        return self._git("rev-parse", f"{sha}:{path}").strip()

    def submodule(self, sha, path):
        """The commit a submodule (gitlink) at `path` points to in commit `sha`."""
        entry = self._git("ls-tree", sha, path).split()
        if len(entry) < 3 or entry[1] != "commit":
            raise SystemExit(f"{path} is no submodule in {self.url} at {sha}")
        return entry[2]

    def exists(self, sha, path):
        """Whether `path` exists at commit `sha`."""
        return subprocess.run(["git", "--git-dir", self.git_dir, "cat-file", "-e", f"{sha}:{path}"], capture_output=True).returncode == 0

    def last_commit_with(self, path, rev="HEAD"):
        """`rev` if `path` exists there, else the parent of the last commit that deleted it."""
        sha = self.commit(rev)
        if self.exists(sha, path):
            return sha
        deleted = self._git("log", "--diff-filter=D", "--format=%H", "-1", sha, "--", path).strip()
        if not deleted:
            raise SystemExit(f"{path} never existed in {self.url} before {sha}")
        return self.commit(f"{deleted}^")

