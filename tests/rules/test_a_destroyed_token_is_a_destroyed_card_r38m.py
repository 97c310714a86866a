"""A Token destroyed is a destroyed card (seed 001 §衍生物: a Token destroyed leaves the field and
vanishes; it was destroyed): this turn's record of destroyed cards (`Ctx.destroyed_this_turn`)
holds it. Stand-in: The Flute of Summoning Dragon, "draw 1 card for each card destroyed this
turn". Dark Hole destroys Celtic Guardian and a Sheep Token: two destroyed cards, two draws."""
from duelist.testing.reads import hand
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in

FLUTE = "The Flute of Summoning Dragon"


def _draw_per_destroyed_card(ctx):
    for _ in ctx.destroyed_this_turn():
        ctx.draw(ctx.player)


def test_a_token_destroyed_by_dark_hole_is_a_destroyed_card(monkeypatch):
    from duelist.cards.common import activate

    stand_in(monkeypatch, FLUTE, [activate(_draw_per_destroyed_card)])
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Sheep Token", position="defense")
    table.hand(0, "Dark Hole", FLUTE)
    table.deck(0, ["Battle Ox"] * 6)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    for card in ("Dark Hole", FLUTE):
        s.pick("activate", card, request="idle")
        for _ in range(6):
            if duel.request.kind == "idle" and duel.request.player == 0:
                break
            s.pick("pass")
    assert hand(duel, 0) == ["Battle Ox", "Battle Ox"]
