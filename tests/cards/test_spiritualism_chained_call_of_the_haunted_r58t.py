"""Spiritualism (15866454) aimed at a Set Call of the Haunted that its player activates in
answer: a judge's review (round 58t).

Sources: the ruling players know for Mystical Space Typhoon on a Set Call of the Haunted chained in
answer (yugipedia, Card Rulings: Call of the Haunted): the Trap turned face-up by its own
activation is still the card aimed at, and once it leaves the field its monster is destroyed;
Spiritualism's text in our words (the card aimed at goes back to its owner's hand); Call of the
Haunted's text (when it leaves the field, the monster it revived is destroyed). Both presets read
the same; played under GOAT."""

from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table


def _settle(duel, s):
    while duel.request.kind != "idle":
        names = [o.name for o in duel.request.options]
        if "Attack Position" in names:
            s.answer(duel.request.options[names.index("Attack Position")])
        elif duel.request.kind in ("target", "zone"):
            s.answer(duel.request.options[0])
        else:
            s.pick("pass", player=duel.request.player)


def test_spiritualism_returns_a_call_of_the_haunted_chained_to_it_and_its_monster_is_destroyed():
    """Q: I activate Spiritualism on my opponent's Set Call of the Haunted; they chain the Call,
    reviving Battle Ox from their GY. A: the Call, face-up now, is still the card aimed at:
    Spiritualism returns it to their hand, and Battle Ox, left without its Call, is destroyed
    (back to their GY)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    call = table.spell_trap(1, "Call of the Haunted")
    table.grave(1, "Battle Ox")
    table.hand(0, "Spiritualism")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Spiritualism", player=0, request="idle")
    s.pick("target", call, player=0)
    s.pick("activate", "Call of the Haunted", player=1, request="chain")
    _settle(duel, s)
    assert [e["name"] for e in of_type(duel, "special_summon")] == ["Battle Ox"]
    assert hand(duel, 1) == ["Call of the Haunted"]
    assert field_monsters(duel, 1) == [] and grave(duel, 1) == ["Battle Ox"]
    assert [e["name"] for e in of_type(duel, "destroyed")] == ["Battle Ox"]
    assert grave(duel, 0) == ["Spiritualism"]
