"""The duel's one source of randomness: a small PRNG of our own.

xoshiro128** on 32-bit words, seeded through splitmix64. Implemented here (not the
`random` module) so that a seed gives the same duel on every Python version and on
PyPy. Its whole state is four ints, so copying a duel copies its future too.
"""

_M32 = 0xFFFFFFFF
_M64 = 0xFFFFFFFFFFFFFFFF


def _splitmix64(x):
    x = (x + 0x9E3779B97F4A7C15) & _M64
    z = x
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _M64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _M64
    return x, z ^ (z >> 31)


# LIMITS[n], for 0 < n < 256: the rejection limit of a draw below n, the largest multiple of
# n not over 2**32. A 32-bit draw r under it gives r % n, uniform in [0, n); a draw at or over
# it is drawn again (`PRNG.below`, `PRNG.shuffle`, `random_choice`). For n of 256 or more:
# (2**32 // n) * n.
LIMITS = [0] + [(0x100000000 // n) * n for n in range(1, 256)]


def _seed_words(seed):
    """The four state words `PRNG(seed)` starts from (seed a non-negative int below 2**64),
    with no PRNG made."""
    x, a = _splitmix64(seed)
    x, b = _splitmix64(x)
    s0, s1 = a % 0x100000000, (a >> 32) % 0x100000000
    s2, s3 = b % 0x100000000, (b >> 32) % 0x100000000
    if not (s0 | s1 | s2 | s3):
        s0 = 1
    return s0, s1, s2, s3


class PRNG(object):
    __slots__ = ("s0", "s1", "s2", "s3", "uid_key")
    # uid_key: not part of the stream. A duel's PRNG carries the key its uids are dealt by
    # (duel.py `_duel_rng`, `_shuffle_deck`: derived from the hidden seed, drawn from no PRNG),
    # so that the Duel keeps one attribute fewer (PyPy keeps fewer than 80 in a map); None
    # for any other PRNG. A copy keeps it.

    def __init__(self, seed):
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            raise ValueError("seed must be a non-negative integer, got %r" % (seed,))
        x = seed & _M64
        x, a = _splitmix64(x)
        x, b = _splitmix64(x)
        # the 32-bit halves taken with `%`, not `& _M32` / `>> 32` alone (the same values): on
        # PyPy a result of `&` or `>>` on a 64-bit long stays a long object, and the state
        # words would then make every later step long arithmetic (a call and an allocation
        # per operation); `%` gives a machine int there. CPython: the same ints either way
        self.s0, self.s1 = a % 0x100000000, (a >> 32) % 0x100000000
        self.s2, self.s3 = b % 0x100000000, (b >> 32) % 0x100000000
        if not (self.s0 | self.s1 | self.s2 | self.s3):
            self.s0 = 1
        self.uid_key = None

    def next32(self):
        s0, s1, s2, s3 = self.s0, self.s1, self.s2, self.s3
        r = (s1 * 5) & _M32
        r = (((r << 7) | (r >> 25)) & _M32) * 9 & _M32
        t = (s1 << 9) & _M32
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = ((s3 << 11) | (s3 >> 21)) & _M32
        self.s0, self.s1, self.s2, self.s3 = s0, s1, s2, s3
        return r

    def below(self, n):
        """Uniform int in [0, n) without modulo bias."""
        if n <= 1:
            if n == 1:
                return 0
            raise ValueError("below() needs n > 0")
        limit = LIMITS[n] if n < 256 else (0x100000000 // n) * n
        # next32 written out (the same numbers): on PyPy a call the JIT does not inline
        # boxes its result and costs a frame. Its shifts and rotations are written with `*`
        # and `+` (the two parts share no bit, so `+` is `|`), the bits that would leave the
        # word masked off before the product where they can be (no number over 32 bits made):
        # on CPython 3.11 `*` and `+` of ints are specialised, `<<` and `|` are not. The state
        # is read and written word by word (no tuple made and unpacked). One draw, no loop:
        # a draw at or over `limit` (fewer than n in 2**32) is drawn again by `_below_again`
        # from the state stored here, the same numbers as a loop; on PyPy a function with a
        # loop is not inlined into its caller's trace (the random agent's every choice was
        # a `call_assembler` into this loop's own trace, its frame forced). The words no later
        # line reads again are xored as they are read or stored (no `t`, no s2 and s3 stored
        # and loaded back: 12 bytecodes fewer a draw on CPython 3.11, the same operations on
        # PyPy; round 21d)
        s0 = self.s0
        s1 = self.s1
        r = s1 * 5 & 0xFFFFFFFF
        r = (r * 1152 + (r >> 25) * 9) & 0xFFFFFFFF    # = rotl(r, 7) * 9 mod 2**32
        s2 = self.s2 ^ s0
        s3 = self.s3 ^ s1
        self.s0 = s0 ^ s3
        self.s1 = s1 ^ s2
        self.s2 = s2 ^ (s1 & 0x7FFFFF) * 512        # (s2 ^ s1 << 9 mod 2**32)
        self.s3 = (s3 & 0x1FFFFF) * 2048 + (s3 >> 21)  # = rotl(s3, 11)
        if r < limit:
            return r % n
        return self._below_again(n, limit)

    def _below_again(self, n, limit):
        """`below`'s draws after a rejected one (the same step, in a loop)."""
        while True:
            r = self.next32()
            if r < limit:
                return r % n

    def shuffle(self, items):
        """Fisher-Yates, in place: j = below(i + 1) for i from the last index down, with
        next32 and below written out inline as in `below` (the same numbers; shuffles are
        half of a duel's set-up). One loop: a draw `below` would reject draws again for
        the same place (no inner loop, no `break`). The new s1 and s2 are made together
        from the old s1 (no `t` stored and loaded: round 21d, one bytecode fewer a place on
        CPython and fewer operations on PyPy; the same numbers). A loop over `range` or the
        output word folded into one expression take fewer CPython bytecodes but more PyPy
        operations (round 21d)."""
        s0 = self.s0
        s1 = self.s1
        s2 = self.s2
        s3 = self.s3
        n = len(items)          # n = i + 1
        limits = LIMITS
        if n >= len(limits):
            limits = limits + [(0x100000000 // k) * k for k in range(len(limits), n + 1)]
        while n > 1:
            r = s1 * 5 & 0xFFFFFFFF
            r = (r * 1152 + (r >> 25) * 9) & 0xFFFFFFFF    # = rotl(r, 7) * 9 mod 2**32
            s2 ^= s0
            s3 ^= s1
            s1, s2 = s1 ^ s2, s2 ^ (s1 & 0x7FFFFF) * 512     # (s2 ^= s1 << 9 mod 2**32: the old s1)
            s0 ^= s3
            s3 = (s3 & 0x1FFFFF) * 2048 + (s3 >> 21)       # = rotl(s3, 11)
            if r < limits[n]:
                j = r % n
                n -= 1
                items[n], items[j] = items[j], items[n]
        self.s0 = s0
        self.s1 = s1
        self.s2 = s2
        self.s3 = s3

    def shuffle_dealt(self, cards, key, base):
        """`self.shuffle(cards)`, then the cards given the uids base .. base + n - 1 in the
        order `PRNG(key).shuffle(list(range(base, base + n)))` leaves them (n = len(cards)):
        the same cards in the same places, the same uids on them, this PRNG left in the same
        state, as those two shuffles and the assignment (duel.py `_shuffle_deck`, which
        made them apart until round 29t). One loop for both: a place's two draws (this PRNG's for the card, the
        uid key's own stream for the uid) made side by side, and a place's card given its
        uid as soon as both are final (Fisher-Yates fills the places from the last down, and
        a place once filled is not touched again), so the uid list is written once a place
        and no second loop gives them out. A draw at or over the limit (fewer than n in
        2**32) is drawn again for the same place from its own stream (`_below_again`), the
        other stream's draw kept, as the two shuffles do."""
        k0, k1, k2, k3 = _seed_words(key)
        n = len(cards)
        uids = list(range(base, base + n))
        s0 = self.s0
        s1 = self.s1
        s2 = self.s2
        s3 = self.s3
        limits = LIMITS
        if n >= len(limits):
            limits = limits + [(0x100000000 // k) * k for k in range(len(limits), n + 1)]
        while n > 1:
            # this PRNG's step (as in `shuffle`): the card's draw
            r = s1 * 5 & 0xFFFFFFFF
            r = (r * 1152 + (r >> 25) * 9) & 0xFFFFFFFF    # = rotl(r, 7) * 9 mod 2**32
            s2 ^= s0
            s3 ^= s1
            s1, s2 = s1 ^ s2, s2 ^ (s1 & 0x7FFFFF) * 512
            s0 ^= s3
            s3 = (s3 & 0x1FFFFF) * 2048 + (s3 >> 21)
            # the uid key's stream: the uid's draw
            q = k1 * 5 & 0xFFFFFFFF
            q = (q * 1152 + (q >> 25) * 9) & 0xFFFFFFFF
            k2 ^= k0
            k3 ^= k1
            k1, k2 = k1 ^ k2, k2 ^ (k1 & 0x7FFFFF) * 512
            k0 ^= k3
            k3 = (k3 & 0x1FFFFF) * 2048 + (k3 >> 21)
            limit = limits[n]
            if r < limit:
                j = r % n
            else:
                # (rare: drawn again from this PRNG's state after the rejected draw)
                self.s0, self.s1, self.s2, self.s3 = s0, s1, s2, s3
                j = self._below_again(n, limit)
                s0, s1, s2, s3 = self.s0, self.s1, self.s2, self.s3
            if q < limit:
                q %= n
            else:
                other = PRNG.__new__(PRNG)
                other.s0, other.s1, other.s2, other.s3 = k0, k1, k2, k3
                q = other._below_again(n, limit)
                k0, k1, k2, k3 = other.s0, other.s1, other.s2, other.s3
            n -= 1
            card = cards[j]
            cards[j] = cards[n]
            cards[n] = card
            card.uid = uids[q]
            uids[q] = uids[n]
        if n:
            cards[0].uid = uids[0]
        self.s0 = s0
        self.s1 = s1
        self.s2 = s2
        self.s3 = s3

    def getstate(self):
        return (self.s0, self.s1, self.s2, self.s3)

    def copy(self):
        other = PRNG.__new__(PRNG)
        other.s0, other.s1, other.s2, other.s3 = self.s0, self.s1, self.s2, self.s3
        other.uid_key = self.uid_key
        return other


def random_choice(agent, duel, request):
    """A decision answered by a uniform pick: one of `request.options` (not empty), drawn from
    `agent.rng` (a PRNG) as option `agent.rng.below(len(options))`, by the same draw and with
    the same state after it (`duel` is not read). Written with an agent's `choose` signature:
    the random agent takes it as its method (agents/random_agent.py: `choose = random_choice`),
    so a decision makes no call into the PRNG. `below`'s one draw is written out here (the same
    numbers, the state stored back word by word; a draw `below` would reject is drawn again
    by `_below_again`, as `below` does): on PyPy `below`, or any function the agent's choice
    called, is compiled as a function of its own, a `call_assembler` with a frame at every
    decision (round 16p; round 17x measured a `PRNG.pick(options)` called from the agent at
    +1.7% of PyPy's operations a normals turn and +0.3% of CPython's instructions). The
    state's words are xored as they are read or stored, as in `below` (round 21d)."""
    options = request.options
    n = len(options)
    if n <= 1 or n >= 256:
        return options[agent.rng.below(n)]
    rng = agent.rng
    s0 = rng.s0
    s1 = rng.s1
    r = s1 * 5 & 0xFFFFFFFF
    r = (r * 1152 + (r >> 25) * 9) & 0xFFFFFFFF    # = rotl(r, 7) * 9 mod 2**32
    s2 = rng.s2 ^ s0
    s3 = rng.s3 ^ s1
    rng.s0 = s0 ^ s3
    rng.s1 = s1 ^ s2
    rng.s2 = s2 ^ (s1 & 0x7FFFFF) * 512        # (s2 ^ s1 << 9 mod 2**32)
    rng.s3 = (s3 & 0x1FFFFF) * 2048 + (s3 >> 21)   # = rotl(s3, 11)
    limit = LIMITS[n]
    if r < limit:
        return options[r % n]
    return options[rng._below_again(n, limit)]
