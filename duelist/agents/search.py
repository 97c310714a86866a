"""The search agent: information-set Monte Carlo tree search over determinized copies,
with a greedy prior.

Each iteration deals one copy of the duel as the agent's player knows it
(`duelist.engine.determinize`: the opponent's hidden cards and every Deck order dealt
again), walks the tree of the player's own decisions of this turn in that copy (UCB1,
among the options that exist in this copy: single-observer ISMCTS), adds one node,
plays on until the turn after next begins (or the duel ends: its own side with its
playing policy, the greedy agent with timing hints, the opponent's with the plain greedy
agent), and scores the position it reached.

The greedy prior (`prior=True`, the default): at the root, the playing policy's choice is
kept unless another option is better by `margin` on average over the same copies (common
random numbers: round j deals one copy, and every option still in the running is played
from it); an option no better than that choice after `screen` copies drops out. With
`prior=False` the root is plain UCB1 and the most visited option is played.

The tree holds every decision of the player's own with more than one option in this
turn: the quiet ones (Main Phase and Battle Step menus, at most `depth` of them on a
path) and the ones in between (targets, Tributes, selections, yes/no, chain responses).
It is kept between the decisions of a turn: after a choice the agent goes down to that
branch, so the next menu of the turn starts from what was already explored, and a
decision in the middle of a procedure (where nothing can be determinized) is answered
from the tree when every option there was tried and the best `min_visits` times.

It never reads what its player may not know: the real duel is used only through
`Determinizer`, which deals the hidden cards from public facts and a fresh seed.

Budget: `iterations` per decision (deterministic for a given seed), capped by
`time_limit` seconds (a safety net; a decision that hits it is no longer reproducible).
Decisions with one option, zone choices, and mid-procedure decisions the tree did not
cover (all of the opponent's turn: chain responses to its plays), are answered by the
playing policy.
"""

import math
import time

from duelist.agents.base import Agent
from duelist.agents.greedy import GreedyAgent
from duelist.engine.determinize import Determinizer
from duelist.engine.protocol import DuelError
from duelist.engine.rng import PRNG

QUIET_KINDS = ("idle", "battle")
# decisions the tree does not branch on: the greedy agent answers them (where a card goes:
# no card it plays cares about columns, and five zones per placement would spread the
# budget five times thinner)
GREEDY_KINDS = ("zone",)


class _Node(object):
    __slots__ = ("visits", "total", "children")

    def __init__(self):
        self.visits = 0
        self.total = 0.0
        self.children = {}      # option key -> _Node


def evaluate(duel, player):
    """A score in [0, 1] of the position for `player` (1: won). Reads the whole copy: it
    is called on determinized copies only."""
    result = duel.result
    if result is not None:
        winner = result["winner"]
        return 0.5 if winner is None else (1.0 if winner == player else 0.0)
    me, them = duel.players[player], duel.players[1 - player]
    lp = (me.lp - them.lp) / 8000.0

    def board(p):
        total = 0
        for card in duel.monsters(p):
            if card.face_up:
                total += max(duel.atk(card), duel.defense(card) or 0)
            else:
                total += max(card.data.atk or 0, card.data.defense or 0)
        return total

    def cards(ps):
        return len(ps.hand) + sum(1 for c in ps.mzone if c is not None) + \
            sum(1 for c in ps.szone if c is not None)
    score = lp + 0.5 * (board(player) - board(1 - player)) / 4000.0 + 0.08 * (cards(me) - cards(them))
    return 1.0 / (1.0 + math.exp(-3.0 * score))


class SearchAgent(Agent):
    name = "search"

    def __init__(self, seed=0, iterations=48, time_limit=1.0, depth=1, exploration=0.7,
                 horizon=2, max_rollout=400, method="ismcts", reuse=True, min_visits=3,
                 prior=True, margin=0.02, screen=2):
        if iterations is not None and iterations < 1:
            raise ValueError("iterations must be at least 1")
        if method not in ("ismcts", "pimc"):
            raise ValueError("method must be 'ismcts' or 'pimc'")
        self.method = method
        self.rng = PRNG(seed)
        self.iterations = iterations
        self.time_limit = time_limit
        self.depth = depth                  # own decisions of this turn kept in the tree
        self.exploration = exploration
        self.horizon = horizon              # rollouts stop when this many turns have begun
        self.max_rollout = max_rollout      # decisions per rollout, at most
        self.greedy = GreedyAgent()                 # the opponent's model in the playouts
        self.policy = GreedyAgent(timing=True)      # its own: answers and playouts
        self.reuse = reuse                  # keep the tree between the decisions of a turn
        self.min_visits = min_visits        # tree answers to mid-procedure decisions need this
        # the greedy prior (ISMCTS mode): the root options are compared with the greedy
        # agent's choice on the same determinized copies, and one is played instead of it only
        # when it is better by `margin` on average; an option no better than the greedy choice
        # after `screen` copies gets no more of the budget
        self.prior = prior
        self.margin = margin
        self.screen = screen
        self._memo = None                   # (duel, turn, player) of the last search
        self._node = None                   # the tree node of the player's next decision
        self.tree_answers = 0               # mid-procedure decisions answered from the tree
        self.last_stats = None              # {option key: (visits, mean)} of the last search
        self.searches = 0                   # decisions searched so far, and their CPU seconds
        self.search_seconds = 0.0           # (process time: what a free core would take)

    def choose(self, duel, request):
        options = request.options
        if len(options) == 1:
            return options[0]
        if request.kind in GREEDY_KINDS:
            return self.policy.choose(duel, request)      # the tree stays where it is
        node = self._reusable(duel, request)
        if request.kind not in QUIET_KINDS:
            choice = self._from_tree(node, request) if node is not None else None
            if choice is None:
                choice = self.policy.choose(duel, request)
            self._descend(node, choice)
            return choice
        try:
            det = Determinizer(duel, request.player)
        except DuelError:
            self._node = None
            return self.policy.choose(duel, request)
        start = time.process_time()
        if self.method == "pimc":
            choice = self._pimc(det, request)
            node = None
        else:
            if node is None:
                node = _Node()
            if self.prior:
                choice = self._search_prior(det, request, node, self.policy.choose(duel, request))
            else:
                choice = self._search(det, request, node)
        self.searches += 1
        self.search_seconds += time.process_time() - start
        self._memo = (duel, duel.turn, request.player)
        self._descend(node, choice)
        return choice

    # -------------------------------------------------------------- tree reuse
    def _reusable(self, duel, request):
        """The tree node of this decision, when an earlier search of this turn went through
        it (the player's own decisions since then are the path to it), else None."""
        memo = self._memo
        if memo is None or self.method != "ismcts" or not self.reuse:
            return None
        if memo[0] is not duel or memo[1] != duel.turn or memo[2] != request.player or self._node is None:
            self._memo = self._node = None
            return None
        return self._node

    def _descend(self, node, choice):
        self._node = None if node is None else node.children.get(choice.key)

    def _from_tree(self, node, request):
        """A decision in the middle of a procedure (a target, a Tribute, a chain response,
        a yes/no) that the tree explored from the last searched decision: its most tried
        option, when every option was tried and the best at least `min_visits` times."""
        stats = []
        for option in request.options:
            child = node.children.get(option.key)
            if child is None:
                return None
            stats.append((child.visits, child.total / max(child.visits, 1), -option.id, option))
        best = max(stats, key=lambda t: t[:3])
        if best[0] < self.min_visits:
            return None
        self.tree_answers += 1
        return best[3]

    def _pimc(self, det, request):
        """Every option on the same determinized copies (common random numbers): the
        comparison between options is not drowned by the luck of the deal."""
        me = request.player
        options = request.options
        totals = {o.key: 0.0 for o in options}
        counts = {o.key: 0 for o in options}
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        budget = self.iterations if self.iterations is not None else 1 << 30
        samples = max(1, budget // len(options)) if self.iterations is not None else 1 << 30
        done = 0
        for _ in range(samples):
            if deadline is not None and done and time.perf_counter() > deadline:
                break
            copy = det.sample(self.rng.next32())
            available = dict((o.key, o) for o in copy.request.options)
            for option in options:
                if option.key not in available:
                    continue
                branch = copy.fork()
                branch.answer(option.key)
                totals[option.key] += self._rollout(branch, me, copy.turn)
                counts[option.key] += 1
                done += 1
        self.last_iterations = done
        self.last_stats = {k: (counts[k], totals[k] / counts[k]) for k in totals if counts[k]}
        if not self.last_stats:
            return options[0]
        best = max(options, key=lambda o: (self.last_stats.get(o.key, (0, -1.0))[1], -o.id))
        return best

    # ------------------------------------------------------------------ search
    def _search(self, det, request, root):
        me = request.player
        legal = set(o.key for o in request.options)
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        budget = self.iterations if self.iterations is not None else 1 << 30
        done = 0
        while done < budget:
            if deadline is not None and done and time.perf_counter() > deadline:
                break
            copy = det.sample(self.rng.next32())
            self._iterate(copy, me, root)
            done += 1
        ranked = [(child.visits, child.total / max(child.visits, 1), key)
                  for key, child in root.children.items() if key in legal]
        self.last_stats = {key: (v, m) for v, m, key in ranked}
        self.last_iterations = done
        if not ranked:
            return request.options[0]
        ranked.sort(key=lambda t: (t[0], t[1]), reverse=True)
        best = ranked[0][2]
        for option in request.options:
            if option.key == best:
                return option
        return request.options[0]

    def _search_prior(self, det, request, root, default):
        """Greedy prior with common random numbers: every option still in the running is
        tried on the same determinized copies (copy j has the same seed for each), so the
        difference between an option and the greedy agent's choice `default` is measured
        deal by deal, not drowned by the luck of the deal. After `screen` copies, an option
        whose mean difference is not above 0 drops out. An option replaces the greedy choice only when its mean
        difference over their common copies exceeds `margin`. When the greedy choice is
        the only one left, the rest of the budget explores its own decisions further down
        (targets, Tributes: the answers `_from_tree` gives), or, when there are none, the
        search stops there."""
        me = request.player
        keys = [o.key for o in request.options]
        gkey = default.key
        alive = [gkey] + [k for k in keys if k != gkey]
        values = dict((k, []) for k in keys)     # values[k][j]: the value on copy j
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        budget = self.iterations if self.iterations is not None else 1 << 30
        done = 0
        j = 0
        stop = False

        def diff(key):
            pairs = [(a, b) for a, b in zip(values[key], values[gkey]) if a is not None and b is not None]
            return (sum(a - b for a, b in pairs) / len(pairs), len(pairs)) if pairs else (0.0, 0)
        while not stop:
            seed = self.rng.next32()
            for key in alive:
                if done >= budget or (deadline is not None and done and time.perf_counter() > deadline):
                    stop = True
                    break
                values[key].append(self._iterate(det.sample(seed), me, root, forced=key))
                done += 1
            j += 1
            if j >= self.screen and not stop:
                alive = [gkey] + [k for k in alive if k != gkey and diff(k)[0] > 0]
                child = root.children.get(gkey)
                if len(alive) == 1 and (child is None or not child.children):
                    break       # nothing left to compare, and no decision below to explore
        self.last_iterations = done
        self.last_stats = dict((key, (child.visits, child.total / max(child.visits, 1)))
                               for key, child in root.children.items() if key in values)
        self.last_diffs = dict((k, diff(k)) for k in keys if k != gkey and values[k])
        best, best_diff = default, self.margin
        for option in request.options:
            if option.key == gkey or option.key not in self.last_diffs:
                continue
            d = self.last_diffs[option.key][0]
            if d > best_diff:
                best, best_diff = option, d
        return best

    def _iterate(self, duel, me, root, forced=None):
        """One iteration on the copy `duel`; returns its value (None when the root option
        `forced` does not exist in this copy)."""
        start_turn = duel.turn
        path = [root]
        node = root
        depth = 0
        expanded = False
        # the tree: this player's own decisions of this turn (at most `depth` at quiet
        # points, with the targets, Tributes and responses in between)
        while not expanded and duel.request is not None and duel.turn == start_turn:
            request = duel.request
            if request.player == me and request.kind in QUIET_KINDS and depth >= self.depth:
                break
            if request.player != me:
                self._greedy_step(duel, me)
                continue
            options = request.options
            if len(options) == 1:
                duel.answer(options[0])
                continue
            if request.kind in GREEDY_KINDS:
                self._greedy_step(duel, me)
                continue
            untried = [o for o in options if o.key not in node.children]
            if forced is not None and node is root:
                option = None
                for o in options:
                    if o.key == forced:
                        option = o
                if option is None:
                    return None
                child = node.children.get(forced)
                if child is None:
                    child = node.children[forced] = _Node()
                    expanded = True
            elif untried:
                option = untried[0]
                child = _Node()
                node.children[option.key] = child
                expanded = True
            else:
                option = self._ucb(node, options)
                child = node.children[option.key]
            duel.answer(option)
            node = child
            path.append(node)
            if request.kind in QUIET_KINDS:
                depth += 1
        value = self._rollout(duel, me, start_turn)
        for n in path:
            n.visits += 1
            n.total += value
        return value

    def _ucb(self, node, options):
        log_n = math.log(max(node.visits, 1))
        best, best_score = None, None
        c = self.exploration
        for option in options:
            child = node.children[option.key]
            score = child.total / child.visits + c * math.sqrt(log_n / child.visits)
            if best_score is None or score > best_score:
                best, best_score = option, score
        return best

    def _greedy_step(self, duel, me):
        request = duel.request
        agent = self.policy if request.player == me else self.greedy
        duel.answer(agent.choose(duel, request))

    def _rollout(self, duel, me, start_turn):
        stop_turn = start_turn + self.horizon
        steps = 0
        while duel.request is not None and duel.turn < stop_turn and steps < self.max_rollout:
            self._greedy_step(duel, me)
            steps += 1
        return evaluate(duel, me)
