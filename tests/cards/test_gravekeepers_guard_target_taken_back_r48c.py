"""Gravekeeper's Guard whose target comes under its own controller's control in the chain (round
48c).

Gravekeeper's Guard's text (FLIP): target 1 monster your opponent controls; return it to the hand.
Seed 000 §対象をとる (a target that no longer fits the text when the effect resolves is not
affected): once its controller has taken that monster with Enemy Controller, chained to the FLIP
effect, it is no longer one the opponent controls, and it stays on the field."""

from duelist.testing.scenario import Script, Table


def test_gravekeepers_guard_leaves_a_target_its_controller_took_with_enemy_controller():
    """Q: I Flip Summon Gravekeeper's Guard, targeting my opponent's Battle Ox, then chain Enemy
    Controller, Tributing my Celtic Guardian to take Battle Ox. Is Battle Ox returned to the hand?
    A: no: I control it now; it stays on my field."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    guard = table.monster(0, "Gravekeeper's Guard", position="set")
    table.monster(0, "Celtic Guardian")
    table.hand(0, "Enemy Controller")
    ox = table.monster(1, "Battle Ox")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", guard, request="idle")
    while duel.request.kind == "chain" and not s.has("activate", "Enemy Controller"):
        s.pick("pass")
    if duel.request.kind == "target":
        s.pick("target", ox)
    while not (duel.request.kind == "chain" and duel.request.player == 0):
        s.pick("pass")
    chain = s.expect(request="chain", player=0)
    s.answer([o for o in chain.options if o.name == "Enemy Controller"][1])   # its 2nd effect
    s.pick("select", "Celtic Guardian", request="select")
    s.pick("target", ox, player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(c.name for c in duel.monsters(0)) == ["Battle Ox", "Gravekeeper's Guard"]
    assert duel.players[1].hand == []
