"""A trigger effect limited to "once per turn" is activated once a turn: the second time its
happening comes that turn, it is not offered (seed 000 §誘發效果 with §起動效果's "once per turn":
the limit counts activations of the effect, whatever kind of effect it is). Round 54h found it:
`_trigger_can_activate` asked the shared checks without the once-per-turn one, so an optional
trigger with `once_per_turn=True` asked its yes / no again (Gearfried the Swordmaster's script
counts its own use since then; no scripted card showed it on its own). A stand-in: Mystical Elf
given "once per turn, when a monster is Summoned: you may gain 500 LP"."""

from duelist.cards.common import H, TRIGGER, Effect
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_a_once_per_turn_trigger_is_not_offered_again_that_turn(monkeypatch):
    """Q: my Mystical Elf's optional trigger (once per turn) gains 500 LP when a monster is
    Summoned. I Normal Summon Battle Ox (I use it: 8500), then Monster Reborn revives Celtic
    Guardian. A: the second Summon offers no trigger: 8500. Next turn it works again."""
    stand_in(monkeypatch, "Mystical Elf", [
        Effect(TRIGGER, events=H.SUMMONED, optional=True, once_per_turn=True,
               resolve=lambda ctx: ctx.recover(ctx.player, 500), label="gain 500 LP")])
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Mystical Elf")
    table.hand(0, "Battle Ox", "Monster Reborn", "Hitotsu-Me Giant")
    table.grave(0, "Celtic Guardian")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    s.pick("yes", player=0, request="yes_no")
    _pass(s)
    assert duel.players[0].lp == 8500
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Celtic Guardian", player=0, request="target")
    s.pick("option", "Attack Position", player=0, request="option")
    _pass(s)
    assert [c.name for c in duel.monsters(0)].count("Celtic Guardian") == 1
    assert duel.request.kind == "idle" and duel.players[0].lp == 8500
    s.end_turn()
    s.end_turn()
    s.pick("summon", "Hitotsu-Me Giant")
    s.pick("yes", player=0, request="yes_no")
    _pass(s)
    assert duel.players[0].lp == 9000
