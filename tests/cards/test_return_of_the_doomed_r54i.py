"""Return of the Doomed (19827717): a Normal Spell; its cost discards 1 Monster Card; at the end of
the turn (the End Phase) its player adds to their hand 1 of their monsters that was destroyed by
battle this turn and sent to their GY, chosen then (nothing is targeted).

Sources: the card's texts in our words (the TCG text, LON: discard 1 Monster Card; return 1 of
your monsters destroyed and sent to your GY as a result of battle during this turn to your hand
at the end of this turn; the OCG text 《死者の生還》 the same: no ERAS entry); a Japanese review of
the card (aratamekai.hatenablog.com, "死者の生還"): the cost is a Monster Card only; only a monster
destroyed by battle, not by Mirror Force, a Tribute or a cost; it is added at the end of the turn.
The monster is chosen in the End Phase (the text names no target on activation), so the Spell
may be activated before the battle. Necrovalley guards the GY (its text), our reading of its rule
as for the other cards that take from a GY without a target."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table

ROTD = "Return of the Doomed"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _table(hand0=(ROTD, "Mystical Elf"), valley=False, phase="battle_step"):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase=phase)
    table.monster(0, "Battle Ox")
    skull = table.monster(1, "Summoned Skull")
    table.hand(0, *hand0)
    table.deck(1, ["Celtic Guardian"] * 3)
    if valley:
        table.field_spell(1, "Necrovalley")
    return table, skull


def _lose_battle(s, skull):
    s.pick("attack", "Battle Ox", target=skull, player=0)
    _resolve(s)
    s.pick("end_battle", player=0)
    _resolve(s)


def _activate(s):
    s.pick("activate", ROTD, request="idle", player=0)
    s.pick("select", "Mystical Elf", player=0)
    _resolve(s)


def test_return_of_the_doomed_returns_the_monster_in_the_end_phase():
    """Q: my Battle Ox is destroyed attacking Summoned Skull; in Main Phase 2 I activate Return of
    the Doomed, discarding Mystical Elf. A: Battle Ox stays in my GY until the End Phase; then I
    pick it (the discarded Mystical Elf is no choice: not destroyed by battle) and it goes to my
    hand."""
    table, skull = _table()
    duel = table.build()
    s = Script(duel)
    _lose_battle(s, skull)
    _activate(s)
    assert grave(duel, 0) == ["Battle Ox", "Mystical Elf", ROTD] and hand(duel, 0) == []
    s.pick("end_turn", player=0)
    assert [o.name for o in s.expect(request="select", player=0).options if o.kind == "select"] == ["Battle Ox"]
    s.pick("select", "Battle Ox", player=0)
    assert hand(duel, 0) == ["Battle Ox"] and grave(duel, 0) == ["Mystical Elf", ROTD]


def test_return_of_the_doomed_needs_a_monster_card_to_discard():
    """Q: my hand holds Return of the Doomed and Pot of Greed only. May I activate it? A: no: the
    cost is a Monster Card."""
    table, skull = _table(hand0=(ROTD, "Pot of Greed"))
    duel = table.build()
    s = Script(duel)
    _lose_battle(s, skull)
    assert not s.has("activate", ROTD)


def test_return_of_the_doomed_activated_before_the_battle():
    """Q: I activate Return of the Doomed in Main Phase 1, then my Battle Ox is destroyed attacking
    Summoned Skull. A: in the End Phase Battle Ox returns to my hand: the monster is chosen then."""
    table, skull = _table(phase="main1")
    duel = table.build()
    s = Script(duel)
    _activate(s)
    s.pick("battle", player=0)
    _resolve(s)
    _lose_battle(s, skull)
    s.pick("end_turn", player=0)
    s.pick("select", "Battle Ox", player=0)
    assert hand(duel, 0) == ["Battle Ox"]


def test_return_of_the_doomed_under_necrovalley_returns_nothing():
    """Q: my opponent's Necrovalley is face-up; my Battle Ox was destroyed by battle and I resolved
    Return of the Doomed. A: in the End Phase nothing returns: Battle Ox stays in my GY."""
    table, skull = _table(valley=True)
    duel = table.build()
    s = Script(duel)
    _lose_battle(s, skull)
    _activate(s)
    s.pick("end_turn", player=0)
    assert duel.turn == 4 and "Battle Ox" in grave(duel, 0) and hand(duel, 0) == []
