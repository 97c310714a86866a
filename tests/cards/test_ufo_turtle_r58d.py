"""UFO Turtle (60806437): destroyed by battle and sent to the GY, its owner may Special Summon 1
FIRE monster with 1500 or less ATK from the Deck in face-up Attack Position.

Sources: the card's text, 2005 (Metal Raiders-era print) and today's, the same in what it does
(no era entry), in our own words; the Mystic Tomato family's Goat rulings (goatformat.com,
"Individual Rulings", MYSTIC TOMATO: a "when ... you can" trigger in the GY, usable in the
damage step). Seed 000 §效果分類 › 誘發效果: "destroyed by battle and sent to the GY" needs both:
banished instead by Macro Cosmos, it never reached the GY and has no effect."""

from duelist.engine import state as S
from duelist.testing.reads import banished, field_monsters, grave
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_ufo_turtle_summons_a_fire_monster_with_1500_or_less_atk():
    """Q: Summoned Skull destroys my UFO Turtle; my Deck holds Flame Swordsman (FIRE, 1800),
    Hinotama Soul (FIRE, 600) and Battle Ox (EARTH). A: Hinotama Soul alone fits; it comes
    face-up in Attack Position and my Deck is shuffled."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    turtle = table.monster(0, "UFO Turtle")
    table.monster(1, "Summoned Skull")
    table.deck(0, ["Flame Swordsman", "Hinotama Soul", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=turtle, player=1)
    _resolve(s)
    s.pick("yes", player=0, request="yes_no")
    request = s.expect(request="select", player=0)
    assert [o.name for o in request.options if o.kind == "select"] == ["Hinotama Soul"]
    s.pick("select", "Hinotama Soul")
    _resolve(s)
    assert grave(duel, 0) == ["UFO Turtle"]
    assert field_monsters(duel, 0) == ["Hinotama Soul"]
    assert duel.monsters(0)[0].position == S.FACEUP_ATTACK
    assert sorted(c.name for c in duel.players[0].deck) == ["Battle Ox", "Flame Swordsman"]
    assert [e["player"] for e in duel.log if e["type"] == "shuffle"][-1:] == [0]
    assert duel.players[0].lp == 8000 - 1100


def test_ufo_turtle_banished_by_macro_cosmos_summons_nothing():
    """Q: (Goat) my opponent's Macro Cosmos is face-up; Summoned Skull destroys my UFO Turtle.
    A: it is banished instead of going to the GY: no summon, nothing is asked."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    turtle = table.monster(0, "UFO Turtle")
    table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    table.deck(0, ["UFO Turtle"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=turtle, player=1)
    _resolve(s)
    s.expect(request="battle", player=1)
    assert banished(duel, 0) == ["UFO Turtle"] and grave(duel, 0) == []
    assert field_monsters(duel, 0) == [] and len(duel.players[0].deck) == 1


def test_ufo_turtle_destroyed_by_a_card_effect_summons_nothing():
    """Q: Fissure destroys my UFO Turtle. A: not destroyed by battle: no summon."""
    table = Table(turn=4, turn_player=1)
    table.monster(0, "UFO Turtle")
    table.hand(1, "Fissure")
    table.deck(0, ["UFO Turtle"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure", player=1)
    _resolve(s)
    assert grave(duel, 0) == ["UFO Turtle"]
    assert duel.request.kind == "idle" and duel.request.player == 1
    assert field_monsters(duel, 0) == []
