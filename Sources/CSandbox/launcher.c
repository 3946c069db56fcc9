#define _GNU_SOURCE
#include "CSandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#ifdef __linux__
#include <sys/prctl.h>
#include <sys/syscall.h>
#endif

/* Everything below `child_*` runs in the forked child of a multithreaded process:
   only async-signal-safe calls, no allocation, no locks. */

struct child_failure {
    int step;
    int error_number;
};

static void child_fail(int report_fd, int step) {
    struct child_failure failure = { step, errno };
    ssize_t ignored = write(report_fd, &failure, sizeof failure);
    (void)ignored;
    _exit(127);
}

static int child_set_limit(int resource, long long soft, long long hard) {
    if (soft < 0) {
        return 0;
    }
    struct rlimit limit;
    limit.rlim_cur = (rlim_t)soft;
    limit.rlim_max = (rlim_t)hard;
    return setrlimit(resource, &limit);
}

static size_t child_format_decimal(char *buffer, size_t size, long value) {
    char digits[24];
    size_t count = 0;
    unsigned long rest = (unsigned long)value;
    do {
        digits[count++] = (char)('0' + rest % 10);
        rest /= 10;
    } while (rest != 0 && count < sizeof digits);
    size_t length = 0;
    while (count > 0 && length + 1 < size) {
        buffer[length++] = digits[--count];
    }
    buffer[length++] = '\n';
    return length;
}

static void child_close_other_descriptors(int keep) {
#if defined(__linux__) && defined(SYS_close_range)
    int ok = 1;
    if (keep > 3 && syscall(SYS_close_range, 3U, (unsigned int)(keep - 1), 0U) != 0) {
        ok = 0;
    }
    if (ok && syscall(SYS_close_range, (unsigned int)(keep + 1), ~0U, 0U) == 0) {
        return;
    }
#endif
    struct rlimit open_files;
    long highest = 4096;
    if (getrlimit(RLIMIT_NOFILE, &open_files) == 0 && open_files.rlim_cur != RLIM_INFINITY &&
        open_files.rlim_cur < 65536) {
        highest = (long)open_files.rlim_cur;
    }
    for (long fd = 3; fd < highest; fd++) {
        if (fd != keep) {
            close((int)fd);
        }
    }
}

static void child_run(const csandbox_spawn_spec *spec, int report_fd, pid_t parent) {
    struct sigaction default_action;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    for (int signal_number = 1; signal_number < NSIG; signal_number++) {
        if (signal_number != SIGKILL && signal_number != SIGSTOP) {
            sigaction(signal_number, &default_action, NULL);
        }
    }
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);

    if (setsid() < 0) {
        child_fail(report_fd, CSANDBOX_STEP_SETSID);
    }

    if (spec->cgroup_procs_count > 0) {
        char text[32];
        size_t length = child_format_decimal(text, sizeof text, (long)getpid());
        for (int index = 0; index < spec->cgroup_procs_count; index++) {
            if (write(spec->cgroup_procs_fds[index], text, length) != (ssize_t)length) {
                child_fail(report_fd, CSANDBOX_STEP_CGROUP);
            }
        }
    }

    /* Move the three sources above 2 first so that dup2 cannot clobber one with another. */
    int sources[3] = { spec->stdin_fd, spec->stdout_fd, spec->stderr_fd };
    for (int index = 0; index < 3; index++) {
        int moved = fcntl(sources[index], F_DUPFD, 10);
        if (moved < 0) {
            child_fail(report_fd, CSANDBOX_STEP_REDIRECT);
        }
        sources[index] = moved;
    }
    for (int index = 0; index < 3; index++) {
        if (dup2(sources[index], index) < 0) {
            child_fail(report_fd, CSANDBOX_STEP_REDIRECT);
        }
    }
    child_close_other_descriptors(report_fd);

    if (child_set_limit(RLIMIT_CORE, 0, 0) != 0 ||
        child_set_limit(RLIMIT_CPU, spec->cpu_seconds, spec->cpu_seconds + 1) != 0 ||
        child_set_limit(RLIMIT_AS, spec->address_space_bytes, spec->address_space_bytes) != 0 ||
        child_set_limit(RLIMIT_FSIZE, spec->file_size_bytes, spec->file_size_bytes) != 0 ||
        child_set_limit(RLIMIT_NPROC, spec->max_processes, spec->max_processes) != 0 ||
        child_set_limit(RLIMIT_STACK, spec->stack_bytes, spec->stack_bytes) != 0 ||
        child_set_limit(RLIMIT_NOFILE, spec->open_files, spec->open_files) != 0) {
        child_fail(report_fd, CSANDBOX_STEP_RLIMIT);
    }

    if (spec->switch_identity) {
        if (setgroups(0, NULL) != 0 || setgid((gid_t)spec->gid) != 0 ||
            setuid((uid_t)spec->uid) != 0) {
            child_fail(report_fd, CSANDBOX_STEP_IDENTITY);
        }
    }

#ifdef __linux__
    /* After the identity change, which clears it. Setuid binaries gain nothing from here on. */
    prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
    prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
    if (getppid() != parent) {
        errno = ESRCH;
        child_fail(report_fd, CSANDBOX_STEP_PARENT_GONE);
    }
#else
    (void)parent;
#endif

    if (spec->working_directory != NULL && chdir(spec->working_directory) != 0) {
        child_fail(report_fd, CSANDBOX_STEP_CHDIR);
    }
    execve(spec->path, spec->argv, spec->envp);
    child_fail(report_fd, CSANDBOX_STEP_EXEC);
}

static int make_report_pipe(int fds[2]) {
#ifdef __linux__
    return pipe2(fds, O_CLOEXEC);
#else
    if (pipe(fds) != 0) {
        return -1;
    }
    fcntl(fds[0], F_SETFD, FD_CLOEXEC);
    fcntl(fds[1], F_SETFD, FD_CLOEXEC);
    return 0;
#endif
}

pid_t csandbox_spawn(const csandbox_spawn_spec *spec, int *failed_step, int *error_number) {
    *failed_step = CSANDBOX_STEP_NONE;
    *error_number = 0;
    int report[2];
    if (make_report_pipe(report) != 0) {
        *failed_step = CSANDBOX_STEP_PIPE;
        *error_number = errno;
        return -1;
    }

    /* Block every signal across fork so no handler of the parent runs in the child before
       the child has reset the dispositions. */
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    pid_t parent = getpid();
    pid_t child = fork();
    if (child == 0) {
        close(report[0]);
        child_run(spec, report[1], parent);
    }
    int fork_errno = errno;
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    close(report[1]);

    if (child < 0) {
        close(report[0]);
        *failed_step = CSANDBOX_STEP_FORK;
        *error_number = fork_errno;
        return -1;
    }

    struct child_failure failure;
    ssize_t got;
    do {
        got = read(report[0], &failure, sizeof failure);
    } while (got < 0 && errno == EINTR);
    close(report[0]);
    if (got == (ssize_t)sizeof failure) {
        int status;
        while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
        }
        *failed_step = failure.step;
        *error_number = failure.error_number;
        return -1;
    }
    return child;
}

int csandbox_has_exited(pid_t pid) {
    siginfo_t info;
    memset(&info, 0, sizeof info);
    int result;
    do {
        result = waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT);
    } while (result < 0 && errno == EINTR);
    if (result < 0) {
        return -1;
    }
    return info.si_pid == pid ? 1 : 0;
}

int csandbox_reap(pid_t pid, int *status, double *cpu_seconds) {
    struct rusage usage;
    memset(&usage, 0, sizeof usage);
    pid_t result;
    do {
        result = wait4(pid, status, 0, &usage);
    } while (result < 0 && errno == EINTR);
    if (result < 0) {
        return -1;
    }
    *cpu_seconds = (double)usage.ru_utime.tv_sec + (double)usage.ru_utime.tv_usec / 1e6 +
                   (double)usage.ru_stime.tv_sec + (double)usage.ru_stime.tv_usec / 1e6;
    return 0;
}

int csandbox_pidfd_open(pid_t pid) {
#if defined(__linux__) && defined(SYS_pidfd_open)
    return (int)syscall(SYS_pidfd_open, pid, 0U);
#else
    (void)pid;
    errno = ENOSYS;
    return -1;
#endif
}

int csandbox_kill_all_of_user(unsigned int uid, unsigned int gid, int rounds) {
    if (uid == 0) {
        errno = EINVAL;
        return -1;
    }
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    pid_t killer = fork();
    if (killer == 0) {
        if (setgroups(0, NULL) != 0 || setgid((gid_t)gid) != 0 || setuid((uid_t)uid) != 0) {
            _exit(1);
        }
        for (int round = 0; round < rounds; round++) {
            kill(-1, SIGKILL);
        }
        _exit(0);
    }
    int fork_errno = errno;
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    if (killer < 0) {
        errno = fork_errno;
        return -1;
    }
    int status;
    while (waitpid(killer, &status, 0) < 0) {
        if (errno != EINTR) {
            return -1;
        }
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        errno = EPERM;
        return -1;
    }
    return 0;
}
