"""Future Fusion (first printing) counts its Standby Phases from its activation, not from the
turn it was Set (round 48b's mutation round).

Future Fusion's first printing (GOAT: during your 2nd Standby Phase after activation, Special
Summon the revealed Fusion Monster) and seed 000 §魔法卡 (a Set Spell is activated later,
when it is turned face-up): a Future Fusion Set on turn 1 and activated on turn 3 summons in
turn 7, its controller's 2nd Standby Phase after the activation, not in turn 5."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

GAIA = "Gaia the Dragon Champion"
MATERIALS = ["Curse of Dragon", "Gaia The Fierce Knight"]


def _play_to(s, duel, turn):
    for _ in range(80):
        r = duel.request
        if duel.turn == turn and duel.phase == "main1" and r.kind == "idle":
            return
        if r.kind == "select":
            s.pick("select", GAIA)
        elif r.kind == "option":
            s.pick("option", "Attack Position", request="option")
        elif r.kind == "idle":
            s.end_turn()
        else:
            s.pick("pass")
    raise AssertionError("turn %d not reached" % turn)


def test_future_fusion_set_on_turn_1_and_activated_on_turn_3_summons_on_turn_7():
    """Q: (GOAT) my Future Fusion was Set on turn 1; I activate it on turn 3, revealing Gaia
    the Dragon Champion. When does Gaia come? A: in my Standby Phase of turn 7 (my 2nd after the
    activation): nothing on turn 5."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Future Fusion")
    table.extra(0, GAIA)
    table.deck(0, ["Celtic Guardian"] * 6 + MATERIALS)
    table.deck(1, ["Celtic Guardian"] * 8)
    duel = table.build()
    card = [c for c in duel.players[0].szone if c is not None][0]
    assert card.turn_placed < 3
    s = Script(duel)
    s.pick("activate", "Future Fusion")
    s.pick("select", GAIA)
    assert sorted(grave(duel, 0)) == MATERIALS
    _play_to(s, duel, 5)
    assert field_monsters(duel, 0) == []
    _play_to(s, duel, 7)
    assert field_monsters(duel, 0) == [GAIA]
