"""A delayed effect that lasts while a monster stays on the field ends once that monster
leaves (seed 000 §永續效果: an effect that applies "while" a card is on the field stops when
it leaves); two of them whose monsters leave at the same time both end, and neither hears
what happens afterwards.

The state checks' first step ends them (actions.py `_state_check_pass`, its lingering walk:
the first one found over ends every entry over at once, and the walk stops there). No card
of the pool makes two such delayed effects at once: a stand-in here. Round 33n: mutation
testing of the open entry on the walk's `break`."""

from duelist.cards.common import APPLY, DS_ALWAYS, IGNITION, Effect, H, while_here
from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in


def _watch_each_opponents_monster(ctx):
    """One delayed effect per monster the opponent controls, each lasting while that monster
    stays on the field."""
    for monster in ctx.duel.monsters(1 - ctx.player):
        ctx.delay(1, until=while_here(monster))


def _table(monkeypatch):
    """Player 0: Mystical Elf (stand-in: "for each monster your opponent controls: while it
    stays on the field, each time a player pays LP, you gain 300 LP" -- delayed effects,
    applied without a chain link), Chain Energy face-up (500 LP to Set a monster), a Set Dark
    Hole and Hitotsu-Me Giant in the hand; player 1: Battle Ox and Celtic Guardian."""
    stand_in(monkeypatch, "Mystical Elf", [
        Effect(IGNITION, resolve=_watch_each_opponents_monster, label="watch the opponent's monsters"),
        Effect(APPLY, events=H.PAID_LP, range=("delayed",), damage_step=DS_ALWAYS,
               resolve=lambda ctx: ctx.recover(ctx.player, 300), label="gain 300 LP")])
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Mystical Elf")
    table.monster(1, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.hand(0, "Hitotsu-Me Giant")
    table.spell_trap(0, "Dark Hole")
    table.spell_trap(0, "Chain Energy", face_down=False)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    return table.build()


def test_both_delayed_effects_hear_an_lp_cost_while_their_monsters_stay(monkeypatch):
    """The same, without Dark Hole: Battle Ox and Celtic Guardian stay, and the 500 LP paid for
    the Set sets off both delayed effects (300 LP each) before player 0 acts again."""
    duel = _table(monkeypatch)
    s = Script(duel)
    s.pick("activate", "Mystical Elf", request="idle")
    start = len(duel.log)
    s.pick("set", "Hitotsu-Me Giant", request="idle")
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert duel.players[0].lp == 7500 + 600
    assert len(of_type(duel, "apply", start)) == 2


def test_delayed_effects_end_when_their_monsters_are_destroyed_together(monkeypatch):
    """Mystical Elf's effect watches Battle Ox and Celtic Guardian; Dark Hole destroys every
    monster; then player 0 Sets Hitotsu-Me Giant and pays 500 LP for it under Chain Energy:
    both delayed effects ended with their monsters, so player 0 gains nothing."""
    duel = _table(monkeypatch)
    s = Script(duel)
    s.pick("activate", "Mystical Elf", request="idle")
    s.pick("activate", "Dark Hole", request="idle")
    assert [e["name"] for e in of_type(duel, "destroyed")] == ["Mystical Elf", "Battle Ox", "Celtic Guardian"]
    start = len(duel.log)
    s.pick("set", "Hitotsu-Me Giant", request="idle")
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert duel.players[0].lp == 7500
    assert of_type(duel, "apply", start) == [] and of_type(duel, "recover", start) == []
