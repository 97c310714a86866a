"""Determinization: a copy of a duel as one player knows it.

`determinize(duel, player, seed)` returns an independent Duel in which everything hidden
from `player` is dealt again, consistently with what `player` may know:

- the opponent's hand, Extra Deck, face-down cards on the field and face-down banished
  cards, and every Deck (the player's own Deck order too) get their cards re-dealt;
- the cards dealt to the opponent's hidden places are the opponent's registered cards
  minus the ones `player` can see, so every count and every public fact (LP, the field
  as seen, the GY, positions, zones, uids, the log in `player`'s form) is unchanged;
- a face-down monster gets a monster, a Set Spell/Trap a Spell or Trap or a monster that
  may be Set as a Spell (an "Artifact": `SET_AS_SPELL`, so a Set Artifact is dealt like
  any Set card and a Set card may be dealt an Artifact), a face-down Field Zone card a
  Field Spell, the Extra Deck Extra Deck monsters, the hand and Deck Main Deck cards
  (when the unseen cards allow it); with such monsters among the unseen cards, which fit
  a face-down monster and a Set card alike, each pick leaves the other places fillable;
- a hidden card whose delayed effect still waits (Sinister Serpent back in the hand, its
  banishment due) keeps its card: that effect was activated in public and applies from the
  card's script; a face-down monster holding Xyz Materials (an Xyz Monster turned face-down:
  its materials stay attached and public, and only it can hold them) stays what it is where
  it is, and so does a face-down card on the field that `player` saw (`M.SEEN`: a face-up
  monster Book of Moon turned face-down, Magical Scientist among them);
- the copy has a fresh PRNG seeded with `seed`, no answers, the log in `player`'s form
  and no trace of the real duel's seed, decks or private events: nothing in it depends
  on which real cards were hidden, only on what `player` may know (and on `seed`).

The copy is at the same quiet point (Main Phase or Battle Step menu) as the duel; it can
be played on, forked (mid-procedure forks replay from the copy itself) and determinized
again. Mid-procedure decisions (a chain being built, a target, a Tribute) have no
determinization: `DuelError` says so (an agent can answer those without search).

`Determinizer(duel, player)` does the public part of the work once; `.sample(seed)`
then deals one copy (what a search agent calls many times per decision).
"""

from types import MappingProxyType

from duelist.engine import state as S
from duelist.engine.events import event_for, new_log
from duelist.engine.names import L, M
from duelist.engine.protocol import DuelError
from duelist.engine.rng import PRNG

# Hidden places, in the order they are dealt (the most constrained first).
_SLOT_ORDER = ("extra", "monster", "spell", "field", "banished", "hand", "deck")


def _allowed(kind, data, set_as_spell=frozenset()):
    if kind == "extra":
        return data.is_extra_deck
    if kind == "monster":
        return data.is_monster and not data.is_token
    if kind == "spell":
        # a Set card: a Spell or Trap, or a monster Set as a Spell (set_as_spell: passcodes)
        return not data.is_monster or data.code in set_as_spell
    if kind == "field":
        return data.property == "Field"
    if kind == "banished":
        return True
    return not data.is_extra_deck      # hand, deck


def held_face_down(card):
    """A monster a 2005 Thousand-Eyes Restrict (or Relinquished) equipped face-down (kit
    `_absorb`, `M.HELD`): in its controller's Spell & Trap Zone, known to its owner (who Set it)
    and hidden from everyone else, its controller too; a Monster Card."""
    return card.location == S.SZONE and card.position == S.FACEDOWN and card.marks is not None and \
        M.HELD in card.marks


def hidden_slots(duel, player):
    """[(card, kind)] of every card hidden from `player`, in a canonical order that
    depends only on the places (never on which card is where). A monster held face-down
    (`held_face_down`) is hidden from all but its owner, a "monster" slot."""
    slots = []
    for owner in (0, 1):
        ps = duel.players[owner]
        if owner != player:
            # (face-up Pendulum Monsters in the Extra Deck are public: engine/pendulum.py)
            slots.extend((c, "extra") for c in ps.extra if not c.face_up)
            # (the hand `owner` holds: a card of `player`'s own an effect gave them, Exchange,
            # is `player`'s to know, as `view` shows it: it stays what it is)
            slots.extend((c, "hand") for c in ps.hand if c.owner != player)
            slots.extend((c, "banished") for c in ps.banished if c.position == S.FACEDOWN)
        slots.extend((c, "deck") for c in ps.deck)
    for controller in (0, 1):
        ps = duel.players[controller]
        if controller == player:
            for c in ps.szone:
                if c is not None and c.owner != player and held_face_down(c):
                    slots.append((c, "monster"))
            continue
        slots.extend((c, "monster") for c in ps.mzone if c is not None and not c.face_up)
        for c in ps.szone:
            if c is not None and not c.face_up:
                if not held_face_down(c):
                    slots.append((c, "spell"))
                elif c.owner != player:
                    slots.append((c, "monster"))
        if ps.fzone is not None and not ps.fzone.face_up:
            slots.append((ps.fzone, "field"))
    for c in duel.emz:
        if c is not None and not c.face_up and c.controller != player:
            slots.append((c, "monster"))
    return slots


class Determinizer(object):
    """The public part of determinizing `duel` for `player`, done once; `sample(seed)`
    deals a copy. The duel itself is never changed."""

    def __init__(self, duel, player):
        if player not in (0, 1):
            raise ValueError("determinize for player 0 or 1, not %r" % (player,))
        if duel.result is not None:
            raise DuelError("the duel is over; there is nothing hidden left to deal")
        if duel._proc is not None:
            raise DuelError("determinize needs a quiet point (a Main Phase or Battle Step menu); "
                            "the duel is in the middle of a procedure (%s)"
                            % (duel.request.kind if duel.request is not None else "running"))
        self.player = player
        base = duel._copy()
        slots = hidden_slots(base, player)
        # a face-down monster holding Xyz Materials (an Xyz Monster turned face-down, its
        # materials still attached and public) stays what it is: only that Xyz Monster can hold them
        pinned = set(base.overlays)
        # a face-down card on the field that `player` saw and that stayed where it was seen
        # (`M.SEEN` on a card of the other player: a face-up monster Book of Moon turned
        # face-down, a Set card revealed to `player`) is what `player` knows it is: it stays, in
        # place. (A seen card in a hand or a Deck is not pinned: a shuffle since may have hidden
        # which card or place it is, and the mark does not say; it is dealt again as before.)
        for c, kind in slots:
            if kind != "deck" and kind != "hand" and kind != "banished" and c.owner != player and \
                    c.marks is not None and M.SEEN in c.marks:
                pinned.add(c.cid)
            elif kind == "hand" and c.controller != player and base.hand_revealed(c.controller):
                pinned.add(c.cid)   # (round 59p) a hand played revealed (Respect Play): known as it is
        if pinned:
            slots = [s for s in slots if s[0].cid not in pinned]
        # a hidden card whose delayed effect still waits (Sinister Serpent back in a hand that was
        # shuffled, perhaps Set since; a Magical Scientist turned face-down by Book of Moon before
        # its End Phase return is seen, pinned above): that effect was activated in public and the engine reads
        # it from the card's script when it applies, and other cards' marks may name the card by
        # cid. Its facts are dealt like any hidden card's (its place is not public: pinning it
        # there told the opponent where it is); its cid goes with its facts (`_Deal.dealt`), so
        # the delayed effect and what names the card find the card with those facts, wherever
        # it was dealt. (cid -> passcode, public: the effect was activated in public)
        waiting = set(e.cid for e in base.lingering if e.tag == L.DELAYED)
        follow = {}
        for c, _ in slots:
            if c.cid in waiting:
                follow[c.cid] = c.data.code
        # per owner: the slots (canonical order), the hidden cids (sorted) and the card
        # facts to deal (sorted by passcode): all of it public knowledge
        self._groups = []
        hidden_cids = set()
        for owner in (0, 1):
            mine = [(c, kind) for c, kind in slots if c.owner == owner]
            if not mine:
                continue
            mine.sort(key=lambda s: _SLOT_ORDER.index(s[1]))    # stable: keeps place order
            cids = sorted(c.cid for c, _ in mine)
            pool = sorted((c.data for c, _ in mine), key=lambda d: d.code)
            kinds = [k for _, k in mine]
            # what each card of the pool may fill, worked out once (public facts): by passcode
            fits = {kind: {d.code: _allowed(kind, d) for d in pool} for kind in set(kinds)}
            extra = {d.code: d.is_extra_deck for d in pool}
            follows = tuple(sorted((cid, follow[cid]) for cid in cids if cid in follow))
            self._groups.append([[c.cid for c, _ in mine], kinds, cids, pool, fits, extra, None, False, follows])
            hidden_cids.update(cids)
        self._hidden = hidden_cids
        # scrub what the real duel knows and `player` does not
        # (the real duel's events read as they are: `event_for` only reads, and the public
        # forms made here are new dicts; every sample shares them, and each sample's Log
        # hands them out read-only)
        base.log = new_log([event_for(e, player) for e in list.copy(base.log)], base.log_patches)
        base.answers = []
        base.inputs = []
        base._setup = None
        base._origin = None
        base.request = None
        for card in base.cards:
            if card.cid in hidden_cids:
                card.info = None
                if card.marks is not None and held_face_down(card):
                    # (that it is held, an Equip Card, is public: those marks stay)
                    card.marks = {M.HELD: card.marks[M.HELD], M.EQUIPPED: card.marks.get(M.EQUIPPED, True)}
                else:
                    card.marks = None
        for ps in base.players:
            for i, card in enumerate(ps.deck):
                card.seq = i
            for i, card in enumerate(ps.extra):
                card.seq = i
        self._base = base
        # each card's behaviour travels with its facts (the duel's own card source gave it)
        self._scripts = {}
        for card, _ in slots:
            self._scripts.setdefault(card.data.code, card.script)
        # passcodes of the hidden monsters that may be Set as a Spell (public card facts)
        self._set_as_spell = frozenset(code for code, script in self._scripts.items()
                                       if script is not None and script.set_as_spell)
        for group in self._groups:
            kinds, pool, extra = group[1], group[3], group[5]
            group[7] = bool(self._set_as_spell) and any(d.code in self._set_as_spell for d in pool)
            if all(kind in ("hand", "deck") for kind in kinds):
                # no place but the hand and Deck: every sample deals the whole pool, split once
                group[6] = ([d for d in pool if not extra[d.code]], [d for d in pool if extra[d.code]])
        # the base keeps nothing of the real hidden cards (samples reach it through their
        # origin, below): each hidden place holds the pool in passcode order, public facts
        # that every sample deals again
        # (nor their cids: a card's cid is its place in its decklist. The hidden places take the
        # hidden cids in place order, as every sample deals them, a card whose delayed effect
        # waits keeping its cid on the place its facts are put; nor the duel's PRNG: its state
        # and its uid key would give the hidden seed back, and every sample deals its own)
        remap = {}
        cards = list(base.cards)
        for group in self._groups:
            slot_cids, cids, pool, follows = group[0], group[2], group[3], group[8]
            group[0] = list(_deal_group(base.cards, cards, slot_cids, cids, pool, follows, self._scripts, remap))
        base.cards = cards
        if remap:
            _remap_cids(base, remap)
        base.rng = PRNG(0)
        base._win_cards = [c for c in base.cards if c.script is not None and c.script.wins]
        self._deal = _Deal(base, self._groups, self._scripts, self._set_as_spell)

    def sample(self, seed):
        """One determinized copy, dealt with a PRNG seeded by `seed`."""
        deal = self._deal
        new = deal.dealt(seed)
        # the state it starts from, which its mid-procedure forks (and its forks') replay
        # from: dealt again from the same seed when one is first needed; a search forks a
        # copy at its menu and plays the forks, so a copy made here (a fifth of a sample)
        # was seldom used
        new._origin = _DealtOrigin(deal, seed)
        return new


class _Deal(object):
    """What every sample of a Determinizer is dealt from, read-only (samples reach it through
    their origin): the base duel (never played, only copied; its hidden places scrubbed),
    the groups of hidden places with their pools (tuples), the scripts by passcode and what
    each pool card may fill (read-only mappings)."""

    __slots__ = ("base", "groups", "scripts", "set_as_spell")

    def __init__(self, base, groups, scripts, set_as_spell):
        init = object.__setattr__
        init(self, "base", base)
        init(self, "groups", tuple(
            (tuple(slot_cids), tuple(kinds), tuple(cids), tuple(pool),
             MappingProxyType(dict((kind, MappingProxyType(dict(by_code))) for kind, by_code in fits.items())),
             MappingProxyType(dict(extra)),
             None if split is None else (tuple(split[0]), tuple(split[1])), fillable, follows)
            for slot_cids, kinds, cids, pool, fits, extra, split, fillable, follows in groups))
        init(self, "scripts", MappingProxyType(dict(scripts)))
        init(self, "set_as_spell", set_as_spell)

    def __setattr__(self, name, value):
        raise AttributeError("a Determinizer's deal is read-only (its samples share it)")

    def dealt(self, seed):
        """A copy dealt with PRNG(seed), its pending menu computed."""
        new = self.base._copy()
        rng = PRNG(seed)
        old_cards = new.cards
        cards = list(old_cards)
        remap = {}
        set_as_spell = self.set_as_spell
        scripts = self.scripts
        for slot_cids, kinds, cids, pool, fits, extra, split, fillable, follows in self.groups:
            dealt = [None] * len(kinds)
            if split is not None:
                bulk = range(len(kinds))
                main, rest = list(split[0]), list(split[1])
            else:
                left = list(pool)
                placed = [n for n, kind in enumerate(kinds) if kind not in ("hand", "deck")]
                bulk = [n for n, kind in enumerate(kinds) if kind in ("hand", "deck")]
                for i, n in enumerate(placed):
                    if fillable:
                        dealt[n] = _take_fillable(left, kinds[n], [kinds[m] for m in placed[i + 1:]],
                                                  set_as_spell, rng)
                    else:
                        dealt[n] = _take(left, fits[kinds[n]], rng)
                main = [d for d in left if not extra[d.code]]
                rest = [d for d in left if extra[d.code]]
            if bulk:
                rng.shuffle(main)
                main.extend(rest)        # only when the unseen cards cannot fit otherwise
                for n, data in zip(bulk, main):
                    dealt[n] = data
            _deal_group(old_cards, cards, slot_cids, cids, dealt, follows, scripts, remap)
        new.cards = cards
        if remap:
            _remap_cids(new, remap)
        new._win_cards = [c for c in cards if c.script is not None and c.script.wins]
        new._frames_kept = [None, None]      # (other cards dealt in place: the Extra Decks are walked again)
        rng.uid_key = _copy_key(seed)      # (the copy's own key: nothing of the duel's seed)
        new.rng = rng
        new._field_cache = None
        new._run()                 # the pending menu, computed on the dealt cards
        return new


def _cids_for(slot_cids, cids, dealt, follows):
    """The cid each hidden place takes once dealt `dealt` (facts by place): the hidden cids
    sorted, in place order -- but a card whose delayed effect waits (`follows`: (cid, passcode))
    keeps its cid on the place dealt its facts, so whatever names it by cid names that place.
    Returns (new cids by place, refs): refs None, or old cid -> new cid for the references (one to
    one: the reference that would have named such a card takes that card's old target)."""
    if not follows:
        return cids, None
    new_cids = list(cids)
    refs = dict(zip(slot_cids, cids))
    taken = set()
    for x, code in follows:
        for n, data in enumerate(dealt):
            if n not in taken and data.code == code:
                break
        else:
            continue        # (never: its facts are in the pool dealt)
        taken.add(n)
        j = new_cids.index(x)
        new_cids[n], new_cids[j] = x, new_cids[n]
        # (references to x stay x; the one that would have named x takes x's target)
        for old, target in list(refs.items()):
            if target == x and old != x:
                refs[old], refs[x] = refs[x], x
                break
    return new_cids, refs


def _deal_group(old_cards, cards, slot_cids, cids, dealt, follows, scripts, remap):
    """Put `dealt` (facts by place) on a group's hidden places: each place's card (found in
    `old_cards` by its cid) takes its facts, its script and its new cid (`_cids_for`), and is put
    in `cards` at that cid; `remap` gets old cid -> new cid for the references. Returns the new
    cids by place. (The Determinizer's base and every sample deal through it.)"""
    new_cids, refs = _cids_for(slot_cids, cids, dealt, follows)
    for n, cid in enumerate(slot_cids):
        card = old_cards[cid]
        data = dealt[n]
        card.data = data
        card.script = scripts[data.code]
        new_cid = new_cids[n]
        if refs is None and new_cid != cid:
            remap[cid] = new_cid
        card.cid = new_cid
        cards[new_cid] = card
    if refs is not None:
        for old, target in refs.items():
            if old != target:
                remap[old] = target
    return new_cids


def _copy_key(seed):
    """The key a determinized copy dealt with `seed` deals its uids by: a function of that seed
    alone, never of the duel's (whose uid key would give the duel's seed back)."""
    x = (seed * 0x9E3779B97F4A7C15 + 0xD1B54A32D192ED03) & 0xFFFFFFFFFFFFFFFF
    x ^= x >> 29
    return (x * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF


class _DealtOrigin(object):
    """The origin of a determinized copy (duel.py STATE's ORIGIN: the state before its first
    answer, shared by its forks, never played, only copied): the copy as `sample(seed)`
    dealt it, dealt again from the same seed on first use (the same deal: `_Deal` is
    read-only and the PRNG is seeded by `seed` alone), then kept. Read-only itself; reading
    a (non-special) attribute reads the rebuilt duel's, for which it stands."""

    __slots__ = ("_deal", "_seed", "_built")

    def __init__(self, deal, seed):
        init = object.__setattr__
        init(self, "_deal", deal)
        init(self, "_seed", seed)
        init(self, "_built", None)

    def __setattr__(self, name, value):
        raise AttributeError("a determinized copy's origin is read-only (its forks share it)")

    def _duel(self):
        built = self._built
        if built is None:
            built = self._deal.dealt(self._seed)._copy()    # (as the copy was kept before: a
            built.request = None                            # quiet-point copy, no request)
            object.__setattr__(self, "_built", built)
        return built

    def _copy(self):
        return self._duel()._copy()

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)      # (special names: this object's own, not the duel's)
        return getattr(self._duel(), name)


def _take(left, allowed, rng):
    """A card for a place, drawn among those of `left` that may fill it (`allowed`: passcode
    -> bool), or among all of them when none may."""
    fits = [i for i, d in enumerate(left) if allowed[d.code]]
    if not fits:
        fits = range(len(left))
    i = fits[rng.below(len(fits))]
    return left.pop(i)


def _take_fillable(left, kind, later, set_as_spell, rng):
    """Deal a card for a `kind` place so that the `later` places can still each get a card
    that fits (Hall's condition over their kinds); uniform among such cards. A monster that
    may be Set as a Spell fits a face-down monster and a Set card: taking it for one must
    not leave the other without a card."""
    kinds = sorted(set(later))
    fit = [frozenset(k for k in kinds if _allowed(k, d, set_as_spell)) for d in left]
    fits = [i for i, d in enumerate(left) if _allowed(kind, d, set_as_spell)]
    if not fits:
        fits = list(range(len(left)))
    need = {}
    for k in later:
        need[k] = need.get(k, 0) + 1
    counts = {}
    for f in fit:
        counts[f] = counts.get(f, 0) + 1
    ok = {}
    good = []
    for i in fits:
        f = fit[i]
        if f not in ok:
            counts[f] -= 1
            ok[f] = _hall(kinds, need, counts)
            counts[f] += 1
        if ok[f]:
            good.append(i)
    if good:
        fits = good
    i = fits[rng.below(len(fits))]
    return left.pop(i)


def _hall(kinds, need, counts):
    """Can every remaining place get a card that fits it: for each set of place kinds, at
    least as many cards fit one of them as there are places of those kinds."""
    n = len(kinds)
    for mask in range(1, 1 << n):
        chosen = frozenset(kinds[b] for b in range(n) if mask >> b & 1)
        places = sum(need[k] for k in chosen)
        cards = sum(c for f, c in counts.items() if f & chosen)
        if cards < places:
            return False
    return True


def _remap_cids(duel, remap):
    """Bookkeeping that names hidden cards by cid follows them to their new cid."""
    def fix_list(events):
        out = []
        for e in events:
            if isinstance(e, dict) and e.get("cid") in remap:
                e = dict(e, cid=remap[e["cid"]])
            out.append(e)
        return out
    duel._last_batch_events = fix_list(duel._last_batch_events)
    duel._window_events = fix_list(duel._window_events)
    duel.turn_log = fix_list(duel.turn_log)
    duel.proper_summons = [remap.get(c, c) for c in duel.proper_summons]
    if duel.overlays:       # Xyz Monster cid -> its materials' cids
        duel.overlays = dict((remap.get(cid, cid), tuple(remap.get(m, m) for m in stack))
                             for cid, stack in duel.overlays.items())
    for effect in duel.lingering:                  # lasting effects (copies of this duel's own)
        if getattr(effect, "cid", None) in remap:
            effect.cid = remap[effect.cid]
    for relation in list(getattr(duel, "relations", ())) + list(getattr(duel, "_cut", ())):
        if relation.src_cid in remap:
            relation.src_cid = remap[relation.src_cid]
        if relation.dst_cid in remap:
            relation.dst_cid = remap[relation.dst_cid]


def determinize(duel, player, seed):
    """A copy of `duel` as `player` knows it, hidden cards dealt again with `seed`."""
    return Determinizer(duel, player).sample(seed)
