/* Programs that misbehave on purpose, one per mode. Every mode stops by itself within a few
   seconds even if the sandbox around it failed, so a broken sandbox cannot harm the machine. */
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double seconds_since(const struct timespec *start) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)(now.tv_sec - start->tv_sec) + (double)(now.tv_nsec - start->tv_nsec) / 1e9;
}

static int echo(void) {
    char buffer[4096];
    ssize_t count;
    size_t total = 0;
    fputs("echo: ", stdout);
    while ((count = read(0, buffer, sizeof buffer)) > 0) {
        fwrite(buffer, 1, (size_t)count, stdout);
        total += (size_t)count;
    }
    printf("(%zu bytes)\n", total);
    return 0;
}

static int spin(void) {
    struct timespec start;
    clock_gettime(CLOCK_MONOTONIC, &start);
    volatile unsigned long counter = 0;
    while (seconds_since(&start) < 20) {
        counter++;
    }
    return 0;
}

static int fork_bomb(void) {
    struct timespec start;
    clock_gettime(CLOCK_MONOTONIC, &start);
    int started = 0, refused = 0;
    for (int attempt = 0; attempt < 500 && seconds_since(&start) < 5; attempt++) {
        pid_t child = fork();
        if (child == 0) {
            sleep(3);
            _exit(0);
        }
        if (child < 0) {
            refused++;
        } else {
            started++;
        }
    }
    printf("started %d refused %d\n", started, refused);
    fflush(stdout);
    return 0;
}

static int allocate(void) {
    size_t size = (size_t)4 << 30;
    char *memory = malloc(size);
    if (memory == NULL) {
        perror("malloc of 4 GiB");
        abort();
    }
    /* Never touch it: if the limit failed, the machine must not pay for it. */
    printf("allocated 4 GiB without touching it\n");
    free(memory);
    return 0;
}

static int flood(long long total) {
    static char block[65536];
    memset(block, 'x', sizeof block);
    long long written = 0;
    while (written < total) {
        size_t chunk = total - written < (long long)sizeof block ? (size_t)(total - written) : sizeof block;
        ssize_t count = write(1, block, chunk);
        if (count <= 0) {
            return 1;
        }
        written += count;
    }
    return 0;
}

static int write_file(long long total) {
    FILE *file = fopen("big.bin", "w");
    if (file == NULL) {
        perror("fopen");
        return 1;
    }
    static char block[65536];
    for (long long written = 0; written < total; written += (long long)sizeof block) {
        if (fwrite(block, 1, sizeof block, file) != sizeof block) {
            perror("fwrite");
            return 1;
        }
        fflush(file);
    }
    fclose(file);
    return 0;
}

static int wait_for_input(void) {
    struct timespec start;
    clock_gettime(CLOCK_MONOTONIC, &start);
    while (seconds_since(&start) < 20) {
        int c = getchar();
        if (c == EOF) {
            clearerr(stdin);
            usleep(10000);
        }
    }
    return 0;
}

static int tamper(const char *path) {
    FILE *file = fopen(path, "w");
    if (file != NULL) {
        fputs("overwritten by the sandboxed program\n", file);
        fclose(file);
        puts("write succeeded");
    } else {
        printf("write failed: %s\n", strerror(errno));
    }
    if (unlink(path) == 0) {
        puts("unlink succeeded");
    } else {
        printf("unlink failed: %s\n", strerror(errno));
    }
    return 0;
}

static int connect_to(int port) {
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0) {
        printf("socket failed: %s\n", strerror(errno));
        return 3;
    }
    struct sockaddr_in address;
    memset(&address, 0, sizeof address);
    address.sin_family = AF_INET;
    address.sin_port = htons((unsigned short)port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (connect(fd, (struct sockaddr *)&address, sizeof address) != 0) {
        printf("connect failed: %s\n", strerror(errno));
        return 3;
    }
    puts("connected");
    return 0;
}

static int connect_unix(const char *path) {
    int fd = socket(AF_UNIX, SOCK_STREAM, 0);
    struct sockaddr_un address;
    memset(&address, 0, sizeof address);
    address.sun_family = AF_UNIX;
    strncpy(address.sun_path, path, sizeof address.sun_path - 1);
    if (fd < 0 || connect(fd, (struct sockaddr *)&address, sizeof address) != 0) {
        printf("connect failed: %s\n", strerror(errno));
        return 3;
    }
    puts("connected");
    return 0;
}

static int detach(void) {
    pid_t child = fork();
    if (child == 0) {
        setsid();
        if (fork() == 0) {
            sleep(20);
            _exit(0);
        }
        _exit(0);
    }
    waitpid(child, NULL, 0);
    puts("detached a grandchild that sleeps 20 s");
    return 0;
}

static int print_environment(void) {
    extern char **environ;
    for (char **entry = environ; *entry != NULL; entry++) {
        puts(*entry);
    }
    return 0;
}

int main(int argc, char **argv) {
    const char *mode = argc > 1 ? argv[1] : "";
    const char *argument = argc > 2 ? argv[2] : "0";
    if (strcmp(mode, "echo") == 0) return echo();
    if (strcmp(mode, "spin") == 0) return spin();
    if (strcmp(mode, "sleep") == 0) return (int)sleep(20);
    if (strcmp(mode, "fork-bomb") == 0) return fork_bomb();
    if (strcmp(mode, "allocate") == 0) return allocate();
    if (strcmp(mode, "flood") == 0) return flood(atoll(argument));
    if (strcmp(mode, "write-file") == 0) return write_file(atoll(argument));
    if (strcmp(mode, "wait-for-input") == 0) return wait_for_input();
    if (strcmp(mode, "tamper") == 0) return tamper(argument);
    if (strcmp(mode, "connect") == 0) return connect_to(atoi(argument));
    if (strcmp(mode, "connect-unix") == 0) return connect_unix(argument);
    if (strcmp(mode, "detach") == 0) return detach();
    if (strcmp(mode, "environment") == 0) return print_environment();
    fprintf(stderr, "unknown mode '%s'\n", mode);
    return 2;
}
