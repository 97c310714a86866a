"""A change a monster gave itself (lasting.py `Until.own`, set by `Ctx.modify` / `set_stats` /
`set_level` / `change_level` where the monster changes its own object) ends for good in the
state checks' lingering step once the monster's effects are negated (engine/actions.py
`_bound_and_over`; ruling: Konami's OCG FAQ for Number 17: Leviathan Dragon, seed 000
§效果分類 › 其他效果; the rulings are in tests/rules/test_a_change_a_monster_gave_itself_under_negation_r39v.py).

The lingering step is skipped while the state checks' key of quiet steps holds
(`_phase_cards[10:20]`, round 25s): a negation must change that key, or the step would never
see it. Both ways the pool negates a monster's effects do: an activated Skill Drain (a Set card
turned face-up and its activation resolved: turn.py / chain.py empty [10]) and Effect Veiler (a
lasting EFFECTS_NEGATED starts: duel.py `_lasting_started` empties [10]). Each test first
shows the step would be skipped at the key (the gain's entry found and kept at a quiet pass),
then that the negation ended the entry. An engine-internal check: the key is private.

Also: the flag is part of the duration's fixed form (`by_object` says the state checks must
look at it whatever its kind), a fork copies it, and a fork's negation ends only the fork's
entry."""

from duelist.engine import lasting
from duelist.engine.lasting import Lasting, Until
from duelist.engine.names import L
from duelist.testing.scenario import Script, Table

LEVIATHAN = "Number 17: Leviathan Dragon"


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind not in ("idle", "battle"):
        s.pick("pass", first=True)


def _walk_skipped_at_the_key(duel):
    """Would the state checks' next pass skip the lingering step (its key holds and its flag
    says it found nothing there)? (tests/engine/test_quiet_state_check_steps_r25s.py reads it
    the same way.)"""
    roles = duel._field_cache
    if roles is None or roles[0] != duel._field_version:
        return False
    known = duel._phase_cards
    return known[10] is roles and bool(known[16]) and (known[15] is None or known[15] == duel._next_uid)


def _gained(extra_hand=(), opponent_hand=()):
    table = Table(rules="MR5", turn=3, turn_player=0)
    dragon = table.monster(0, LEVIATHAN, materials=["Giant Soldier of Stone", "Sangan"])
    table.spell_trap(0, "Skill Drain")
    for name in extra_hand:
        table.hand(0, name)
    for name in opponent_hand:
        table.hand(1, name)
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", LEVIATHAN)
    s.pick("select", "Giant Soldier of Stone")
    _resolve(duel, s)
    own = [e for e in duel.lingering if e.until.own]
    assert duel.atk(dragon.card(duel)) == 2500 and [e.tag for e in own] == [L.STATS]
    assert own[0].uid == dragon.uid(duel) and own[0].until.kind == "here" and own[0].until.by_object
    # a state check now (the engine makes one at every action) walks nothing: the key holds
    duel._state_checks()
    assert _walk_skipped_at_the_key(duel)
    return duel, s, dragon


def test_an_activated_skill_drain_changes_the_key_and_ends_the_gain():
    duel, s, dragon = _gained()
    s.pick("activate", "Skill Drain")
    _resolve(duel, s)
    assert not [e for e in duel.lingering if e.until.own]
    assert duel.atk(dragon.card(duel)) == 2000


def test_effect_veilers_negation_changes_the_key_and_ends_the_gain():
    """Effect Veiler activated as Main Phase 1 ends (player 0 moves to the Battle Phase): no
    card on the field moves (the field version stays), so only the lasting negation's start
    changes the key; the gain is over once Veiler resolves, and stays over after the turn."""
    duel, s, dragon = _gained(opponent_hand=["Effect Veiler"])
    version = duel._field_version
    s.pick("battle")
    s.pick("activate", "Effect Veiler", player=1, request="chain")
    s.pick("target", LEVIATHAN)
    assert duel.atk(dragon.card(duel)) == 2500      # (Veiler not yet resolved)
    while duel.request.kind == "chain":
        s.pick("pass", first=True)
    assert duel._field_version == version
    assert [e.tag for e in duel.lingering] == [L.EFFECTS_NEGATED]
    assert duel.atk(dragon.card(duel)) == 2000
    s.end_turn()        # Effect Veiler's negation ends with the turn; the gain stays lost
    _resolve(duel, s)
    assert duel.turn == 4 and not duel.lingering and duel.atk(dragon.card(duel)) == 2000


def test_a_fork_keeps_the_flag_and_only_the_forks_negation_ends_its_entry():
    duel, s, dragon = _gained()
    fork = duel.fork()
    copied = [e for e in fork.lingering if e.until.own]
    assert len(copied) == 1 and copied[0].until is not duel.lingering[0].until and copied[0].until.by_object
    Script(fork).pick("activate", "Skill Drain")
    _resolve(fork, Script(fork))
    assert fork.atk(dragon.card(fork)) == 2000
    assert duel.atk(dragon.card(duel)) == 2500 and [e for e in duel.lingering if e.until.own]


def test_own_makes_any_kind_looked_at_and_a_copy_keeps_it():
    """`by_object` is the kind's ("related", "here", "face_up") or `own`; the engine sets
    `own` on a new fixed form, never on the script's duration nor a shared one (EVER)."""
    for kind in ("turn", "here", "face_up", "ever", "phase"):
        until = Until(kind, turn=4, own=True)
        assert until.by_object is True and until.own is True
        entry = Lasting(L.STATS, until, uid=7, info={"atk": 500, "def": 0})
        copied = entry.copy()
        assert copied.until.own is True and copied.until.by_object is True and copied.until is not until
    assert Until("turn", turn=4).own is False and Until("turn", turn=4).by_object is False
    assert lasting.EVER.own is False and lasting.END_OF_TURN.own is False


def test_gagagas_own_level_this_turn_is_looked_at_though_its_kind_is_a_turns():
    """Gagaga Magician's "becomes Level N until the end of the turn": kind "turn" (no object
    ends it), `own` set, so the state checks walk it; a Spell's Level change (Star Changer,
    on the same monster) is not its own."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    magician = table.monster(0, "Gagaga Magician")
    table.hand(0, "Star Changer")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Gagaga Magician")
    while duel.request.kind == "chain":
        s.pick("pass", first=True)
    s.pick("option", "6", request="option")
    _resolve(duel, s)
    s.pick("activate", "Star Changer")
    s.pick("option", "Increase its Level by 1", request="option")
    s.pick("target", "Gagaga Magician")
    _resolve(duel, s)
    assert duel.level(magician.card(duel)) == 7
    own, star = duel.lingering
    assert (own.tag, own.until.kind, own.until.own, own.until.by_object) == (L.LEVEL, "turn", True, True)
    assert (star.tag, star.until.own) == (L.LEVEL, False)


# ------------------------------------------------------------------ an oracle over random duels
_DECK = (["Zombyra the Dark"] * 3 + ["Gagaga Magician"] * 3 + ["Tragoedia"] * 2 + ["Exodia Necross"] +
         ["Skill Drain"] * 3 + ["Effect Veiler"] * 3 + ["Mystical Space Typhoon"] * 3 + ["Rush Recklessly"] * 2 +
         ["Sword of Dark Destruction"] * 2 + ["Star Changer"] * 2 + ["Pot of Greed"] +
         ["Battle Ox"] * 6 + ["Giant Soldier of Stone"] * 6 + ["Celtic Guardian"] * 3)


def test_no_own_change_outlives_a_negation_in_random_duels():
    """Random duels of a deck of the own-change monsters (Zombyra, Gagaga, Tragoedia, Exodia
    Necross, Leviathan Dragon in the Extra Deck), Skill Drain, Effect Veiler and Mystical Space
    Typhoon: after every state check no own change remains on a monster whose effects are
    negated (the quiet key never hides a negation), and at every pass where the key would skip
    a step, the real pass does nothing the step would (round 25s's oracle, `_Checked`)."""
    from duelist.agents import RandomAgent, play_out
    from duelist.cards.db import find_card
    from duelist.deck.formats import Deck
    from tests.engine.test_quiet_state_check_steps_r25s import _Checked

    ended = []

    class _Oracle(_Checked):
        def _state_checks(self, roles=None):
            before = [e for e in self.lingering if e.until.own]
            _Checked._state_checks(self, roles)
            for entry in self.lingering:
                if entry.until.own:
                    card = self.card_by_uid(entry.uid)
                    assert card is None or card.uid != entry.uid or not self._effect_negated(card), \
                        (entry, card, self.turn)
            ended.extend(e for e in before if e not in self.lingering)

    deck = Deck([find_card(name).code for name in _DECK], [find_card(LEVIATHAN).code] * 3)
    _Checked.skipped = {}
    for seed in range(60):
        duel = _Oracle(deck, deck, rules="MR5", seed=seed)
        play_out(duel, (RandomAgent(seed + 1), RandomAgent(seed + 2)))
    # (own changes start and end there, and the walk is skipped at quiet keys)
    assert len(ended) > 20 and _Checked.skipped.get("lingering", 0) > 100, (len(ended), _Checked.skipped)
