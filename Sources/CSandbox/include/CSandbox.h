#ifndef CSANDBOX_H
#define CSANDBOX_H

#include <sys/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A resource limit the launcher leaves unchanged.
#define CSANDBOX_UNCHANGED (-1LL)

/// What the child does between fork and exec. Every field is read before fork;
/// the child itself only makes async-signal-safe calls.
typedef struct csandbox_spawn_spec {
    const char *path;                 /* executable, absolute path (execve, no PATH search) */
    char *const *argv;                /* NULL-terminated */
    char *const *envp;                /* NULL-terminated; nothing is inherited */
    const char *working_directory;
    int stdin_fd;
    int stdout_fd;
    int stderr_fd;
    long long cpu_seconds;            /* soft limit; the hard limit is one second later */
    long long address_space_bytes;
    long long file_size_bytes;
    long long max_processes;
    long long stack_bytes;
    long long open_files;
    int switch_identity;              /* non-zero: setgroups(0), setgid(gid), setuid(uid) */
    unsigned int uid;
    unsigned int gid;
    const int *cgroup_procs_fds;      /* the child writes its pid to each before anything else */
    int cgroup_procs_count;
} csandbox_spawn_spec;

/// Steps that can fail in the child, reported with the errno.
enum csandbox_step {
    CSANDBOX_STEP_NONE = 0,
    CSANDBOX_STEP_PIPE = 1,
    CSANDBOX_STEP_FORK = 2,
    CSANDBOX_STEP_SETSID = 3,
    CSANDBOX_STEP_CGROUP = 4,
    CSANDBOX_STEP_REDIRECT = 5,
    CSANDBOX_STEP_RLIMIT = 6,
    CSANDBOX_STEP_IDENTITY = 7,
    CSANDBOX_STEP_CHDIR = 8,
    CSANDBOX_STEP_EXEC = 9,
    CSANDBOX_STEP_PARENT_GONE = 10
};

/// Forks and execs `spec->path` in a new session (so its process group id is its pid).
/// Returns the child's pid, or -1 with `*failed_step` and `*error_number` set; a failure in
/// the child is reported after the child has been reaped.
pid_t csandbox_spawn(const csandbox_spawn_spec *spec, int *failed_step, int *error_number);

/// 1 when `pid` has ended (it stays unreaped, so its pid and process group id stay reserved),
/// 0 while it runs, -1 on error.
int csandbox_has_exited(pid_t pid);

/// Reaps `pid`: its raw wait status, and the user plus system CPU seconds of it and the
/// descendants it reaped. Returns 0, or -1 with errno.
int csandbox_reap(pid_t pid, int *status, double *cpu_seconds);

/// pidfd_open(2), or -1 where the kernel lacks it.
int csandbox_pidfd_open(pid_t pid);

/// Sends SIGKILL to every process of `uid` by forking a child that takes that identity and
/// calls kill(-1, SIGKILL), `rounds` times. Needs root. Returns 0, or -1 with errno.
int csandbox_kill_all_of_user(unsigned int uid, unsigned int gid, int rounds);

#ifdef __cplusplus
}
#endif

#endif
