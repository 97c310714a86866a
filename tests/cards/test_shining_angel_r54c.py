"""Shining Angel: destroyed by battle and sent to the GY, its controller may Special Summon a
LIGHT monster with 1500 or less ATK from the Deck in face-up Attack Position.

Sources: the card's text (2005 print and today's say the same: no era entry), in our own words;
it is the LIGHT twin of Mystic Tomato, whose Goat rulings apply alike (goatformat.com,
"Individual Rulings (L-O)", MYSTIC TOMATO: not a Flip Effect, a Set one destroyed by battle
floats too; the monster comes face-up in Attack Position). Seed 000 §效果分類 › 誘發效果: a trigger
on "destroyed by battle and sent to the GY" needs both; banished instead (Macro Cosmos), it
never went to the GY and has no effect; destroyed by a card effect, none either."""

from duelist.engine import state as S
from duelist.testing.reads import banished, field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_shining_angel_summons_a_light_monster_with_1500_or_less_atk():
    """Q: Summoned Skull destroys my Shining Angel in battle. Which monsters may I summon from my
    Deck (D.D. Warrior Lady 1500, Magician of Faith 300, Airknight Parshath 1900, Sangan DARK)?
    A: D.D. Warrior Lady or Magician of Faith; I take the Lady: face-up Attack Position."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    angel = table.monster(0, "Shining Angel")
    table.monster(1, "Summoned Skull")
    table.deck(0, ["Airknight Parshath", "D.D. Warrior Lady", "Sangan", "Magician of Faith"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=angel, player=1)
    s.pick("yes", player=0, request="yes_no")
    request = s.expect(request="select", player=0)
    assert sorted(o.name for o in request.options) == ["D.D. Warrior Lady", "Magician of Faith"]
    s.pick("select", "D.D. Warrior Lady")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Shining Angel"]
    assert field_monsters(duel, 0) == ["D.D. Warrior Lady"]
    lady = duel.monsters(0)[0]
    assert lady.position == S.FACEUP_ATTACK
    assert duel.players[0].lp == 8000 - (2500 - 1400)


def test_a_set_shining_angel_destroyed_by_battle_still_floats():
    """Q: my Set Shining Angel is attacked and destroyed. A: it was destroyed by battle and sent
    to the GY: I may summon Magician of Faith from my Deck (its effect is no Flip Effect)."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    angel = table.monster(0, "Shining Angel", position="set")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Magician of Faith"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=angel, player=1)
    s.pick("yes", player=0, request="yes_no")
    if duel.request.kind == "select":
        s.pick("select", "Magician of Faith")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Magician of Faith"]
    assert duel.monsters(0)[0].position == S.FACEUP_ATTACK


def test_shining_angel_destroyed_by_a_card_effect_summons_nothing():
    """Q: Fissure destroys my Shining Angel. A: not destroyed by battle: no summon."""
    table = Table(turn=4, turn_player=1)
    table.monster(0, "Shining Angel")
    table.hand(1, "Fissure")
    table.deck(0, ["Magician of Faith"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure", player=1)
    while duel.request.kind not in ("idle",):
        s.pick("pass")
    assert grave(duel, 0) == ["Shining Angel"]
    assert field_monsters(duel, 0) == [] and len(duel.players[0].deck) == 1


def test_shining_angel_banished_by_macro_cosmos_summons_nothing():
    """Q: (Goat) Macro Cosmos is face-up; Summoned Skull destroys my Shining Angel in battle.
    A: it is banished instead of going to the GY, so "destroyed by battle and sent to the GY"
    never happened: no summon."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    angel = table.monster(0, "Shining Angel")
    table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    table.deck(0, ["Magician of Faith"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=angel, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="battle", player=1)
    assert banished(duel, 0) == ["Shining Angel"] and grave(duel, 0) == []
    assert field_monsters(duel, 0) == [] and len(duel.players[0].deck) == 1
