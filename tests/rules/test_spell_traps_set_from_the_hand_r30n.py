"""A Spell or Trap Set from the hand is then offered wherever its activation is legal, and
the Set itself is the same move whatever was offered before it (seed 000 §魔法·陷阱卡的覆蓋,
§傷害步驟: Counter Traps may be activated in the Damage Step; a Set card may be activated from
the next turn on).

The engine keeps each player's offer cache current across the Set from the hand in place
(turn.py `_set_spell_proc`, chain.py `_offers_set` and `_row_columns`: the Set card's row put
where the walk lists it, with the two columns made from the response window's), where the
cache was current before the Set; a copy of the duel starts with no cache, and a card without
a script offers nothing. Round 30n: mutation testing of round 29w's lines."""

from duelist.cards.common import CONTINUOUS, DS_ATK, Effect, R, Target, activate
from duelist.cards.scripts import c37390589_kunai_with_chain as kunai
from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in


def _pass_until(s, test):
    """Both players pass (and the attacker attacks, the chain's targets are taken) until
    `test(duel)`."""
    duel = s.duel
    for _ in range(40):
        if test(duel):
            return
        s.pick("pass")
    raise AssertionError("never reached")


def test_a_counter_trap_set_from_the_hand_answers_a_trap_in_the_next_turns_damage_step():
    """Player 0 Sets Seven Tools of the Bandit from the hand and ends the turn; player 1's
    Battle Ox attacks directly and player 1 activates Reinforcements in the Damage Step:
    player 0 may chain Seven Tools of the Bandit (a Counter Trap: spell speed 3, allowed in
    the Damage Step)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Seven Tools of the Bandit")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Reinforcements")
    duel = table.build()
    s = Script(duel)
    s.pick("set_spell", "Seven Tools of the Bandit", request="idle")
    s.end_turn()
    _pass_until(s, lambda duel: duel.request.kind == "idle" and duel.request.player == 1)
    s.pick("battle")
    _pass_until(s, lambda duel: duel.request.kind == "battle")
    s.pick("attack", "Battle Ox")
    _pass_until(s, lambda duel: duel.step == "damage" and duel.request.player == 1)
    s.pick("activate", "Reinforcements")
    s.pick("target", "Battle Ox")
    assert duel.request.kind == "chain" and duel.request.player == 0
    assert s.has("activate", "Seven Tools of the Bandit")
    s.pick("activate", "Seven Tools of the Bandit")
    _pass_until(s, lambda duel: not duel.chain)
    assert duel.players[1].lp == 8000 and duel.players[0].lp < 8000


def _main_phase_with_typhoon():
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Mystical Space Typhoon", "Silver Bow and Arrow")
    table.monster(0, "Celtic Guardian")
    table.spell_trap(1, "Dust Tornado")
    return table.build()


def _after_two_sets(duel):
    s = Script(duel)
    s.pick("set_spell", "Mystical Space Typhoon", request="idle")
    s.pick("set_spell", "Silver Bow and Arrow", request="idle")
    return sorted((c.data.name, c.face_up) for c in duel.players[0].szone if c is not None), \
        sorted((o.kind, getattr(o, "name", None)) for o in duel.request.options)


def test_a_copy_sets_spells_from_the_hand_as_its_first_decisions_as_the_duel_does():
    """A copy of the duel made at Main Phase 1 (its offer caches empty) Sets Mystical Space
    Typhoon and then Silver Bow and Arrow (an Equip Spell without a script) as its first
    decisions: both Set, and the menu after them, are as in the duel."""
    duel = _main_phase_with_typhoon()
    copy = duel.fork()
    assert copy._offer_cache == [None, None]
    expected = _after_two_sets(duel)
    assert _after_two_sets(copy) == expected
    assert expected[0] == [("Mystical Space Typhoon", False), ("Silver Bow and Arrow", False)]


def test_a_trap_set_from_the_hand_is_offered_in_the_damage_step_by_its_use_allowed_there(monkeypatch):
    """Kunai with Chain written with its two uses the other way round (a stand-in: "equip",
    allowed in the Damage Step until damage calculation, first; "change to Defense Position",
    never allowed there, second): player 0 Sets it from the hand and ends the turn; player 1's
    Battle Ox attacks Celtic Guardian and, in the Damage Step, player 0 may activate it to
    equip Celtic Guardian (2300 ATK: Battle Ox, 1700, is destroyed)."""
    stand_in(monkeypatch, "Kunai with Chain", [
        activate(kunai.equip, label="equip", equips=True, damage_step=DS_ATK,
                 target=Target(lambda ctx: ctx.monsters("me", face_up=True), filter=lambda ctx, c: c.face_up)),
        activate(kunai.to_defense, label="change to Defense Position",
                 target=Target(kunai.attacker, filter=kunai.still_attacking)),
        Effect(CONTINUOUS, tag="stats", affects=lambda ctx, c: ctx.related(R.EQUIP) is c,
               value=lambda ctx, c: (500, 0)),
    ])
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Kunai with Chain")
    table.monster(0, "Celtic Guardian")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("set_spell", "Kunai with Chain", request="idle")
    s.end_turn()
    _pass_until(s, lambda duel: duel.request.kind == "idle" and duel.request.player == 1)
    s.pick("battle")
    _pass_until(s, lambda duel: duel.request.kind == "battle")
    s.pick("attack", "Battle Ox", target="Celtic Guardian")
    _pass_until(s, lambda duel: duel.step == "damage" and duel.request.player == 0)
    assert s.has("activate", "Kunai with Chain")
    s.pick("activate", "Kunai with Chain")
    s.pick("target", "Celtic Guardian")
    _pass_until(s, lambda duel: duel.phase == "main2" or duel.request.kind != "chain")
    assert grave(duel, 1) == ["Battle Ox"]
    assert [c.name for c in duel.monsters(0)] == ["Celtic Guardian"]


def test_a_trap_set_from_the_hand_under_makyuras_permission_is_offered_once_next_turn():
    """Player 0 Tributes Makyura the Destructor for Summoned Skull and takes its effect (Traps
    may be activated from the hand this turn), then Sets Waboku from the hand instead and
    ends the turn. In player 1's Draw Phase player 0 may activate the Set Waboku: one option
    for it (the card is no longer in the hand)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Makyura the Destructor")
    table.hand(0, "Summoned Skull", "Waboku")
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Makyura the Destructor")
    s.pick("yes", request="yes_no", player=0)
    _pass_until(s, lambda duel: duel.request.kind == "idle")
    assert s.has("activate", "Waboku")          # (from the hand: the permission)
    s.pick("set_spell", "Waboku", request="idle")
    s.end_turn()
    _pass_until(s, lambda duel: duel.turn == 4 and duel.request.player == 0)
    assert duel.phase == "draw"
    assert [o.name for o in duel.request.options if o.kind == "activate"] == ["Waboku"]
