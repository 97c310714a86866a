"""Sword of Dragon's Soul (61405855), Equip Spell: a Warrior only; it gains 700 ATK; at the end of
the Damage Step, a Dragon the equipped monster battled is destroyed.

Sources: the card's text (its 2004 English print and today's agree: "at the end of the Damage
Step", mandatory, "that Dragon", no target); seed 000 §裝備魔法 (an Equip Spell targets a face-up
monster it can equip and is sent to the GY once its monster no longer qualifies, leaves or turns
face-down); our reading, not a ruling found this round: the effect is the Equip Spell's, so it
needs the Sword still equipped at the end of the Damage Step (a Warrior destroyed by that battle
takes the Sword with it), and the Dragon must still be on the field (one destroyed by the battle
is already in the GY). The same moment as Ryu Kokki's (tests/cards/test_ryu_kokki*). Default
preset (MR5) unless a test says GOAT."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _sworded_guardian(opp, position="attack", rules="MR5", mine=()):
    table = Table(turn=3, phase="battle_step", rules=rules)
    guardian = table.monster(0, "Celtic Guardian")           # Warrior, 1400 / 1200
    table.spell_trap(0, "Sword of Dragon's Soul", face_down=False, equipped_to=guardian)
    for card in mine:
        table.spell_trap(0, card, face_down=False)
    other = table.monster(1, opp, position=position)
    duel = table.build()
    return duel, Script(duel), guardian, other


def test_sword_of_dragons_soul_equips_only_a_warrior():
    """Q: I activate Sword of Dragon's Soul; I control Celtic Guardian (Warrior) and Koumori Dragon.
    A: only Celtic Guardian is a target; it becomes 2100 ATK, DEF 1200 untouched."""
    table = Table(turn=3)
    guardian = table.monster(0, "Celtic Guardian")
    table.monster(0, "Koumori Dragon")
    table.hand(0, "Sword of Dragon's Soul")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Sword of Dragon's Soul")
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Celtic Guardian"]
    s.pick("target", "Celtic Guardian")
    _resolve(duel, s)
    assert (duel.atk(guardian.card(duel)), duel.defense(guardian.card(duel))) == (2100, 1200)


def test_sword_of_dragons_soul_destroys_a_dragon_that_survived_the_battle():
    """Q: Celtic Guardian with the Sword (2100) attacks Blue-Eyes White Dragon in Defense Position
    (2500 DEF). A: nothing is destroyed by battle and I take 400; at the end of the Damage Step
    the Sword destroys Blue-Eyes."""
    duel, s, guardian, dragon = _sworded_guardian("Blue-Eyes White Dragon", position="defense")
    s.pick("attack", "Celtic Guardian", target=dragon)
    _resolve(duel, s)
    assert lp(duel) == (7600, 8000)
    assert grave(duel, 1) == ["Blue-Eyes White Dragon"] and grave(duel, 0) == []
    assert any(e["type"] == "destroyed" and e.get("name") == "Blue-Eyes White Dragon" and e.get("reason") != "battle"
               for e in duel.log)


def test_sword_of_dragons_soul_leaves_a_non_dragon_alone():
    """Q: Celtic Guardian with the Sword attacks Labyrinth Wall (Rock, 3000 DEF). A: I take 900;
    the Wall is no Dragon: it stays."""
    duel, s, guardian, wall = _sworded_guardian("Labyrinth Wall", position="defense")
    s.pick("attack", "Celtic Guardian", target=wall)
    _resolve(duel, s)
    assert lp(duel) == (7100, 8000)
    assert wall.card(duel).location == "mzone" and grave(duel, 1) == []


def test_sword_of_dragons_soul_gone_with_its_warrior_destroys_nothing():
    """Q: in my opponent's turn, their Blue-Eyes White Dragon (3000) attacks my Celtic Guardian
    with the Sword, in face-up Defense Position (1200 DEF: the Sword adds ATK only). A: the
    Guardian is destroyed by battle and the Sword goes with it before the end of the Damage
    Step: Blue-Eyes stays (our reading)."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    guardian = table.monster(0, "Celtic Guardian", position="defense")
    table.spell_trap(0, "Sword of Dragon's Soul", face_down=False, equipped_to=guardian)
    table.monster(1, "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blue-Eyes White Dragon", target=guardian, player=1)
    _resolve(duel, s)
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Sword of Dragon's Soul"]
    assert [c.name for c in duel.monsters(1)] == ["Blue-Eyes White Dragon"]


def test_sword_of_dragons_soul_with_a_dragon_destroyed_by_the_battle_has_nothing_to_do():
    """Q: my opponent's Koumori Dragon (1500) attacks my Celtic Guardian with the Sword (2100,
    Attack Position). A: the Dragon is destroyed by battle (600 to them) and is in the GY by the
    end of the Damage Step: the Sword has nothing to destroy, my Guardian stays."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    guardian = table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Sword of Dragon's Soul", face_down=False, equipped_to=guardian)
    table.monster(1, "Koumori Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Koumori Dragon", target=guardian, player=1)
    _resolve(duel, s)
    assert lp(duel) == (8000, 7400) and grave(duel, 1) == ["Koumori Dragon"]
    assert guardian.card(duel).location == "mzone"


def test_sword_of_dragons_soul_goes_when_its_warrior_turns_face_down():
    """Q: my opponent turns my Celtic Guardian face-down with Book of Moon. A: the Sword is sent
    to my GY."""
    table = Table(turn=3)
    guardian = table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Sword of Dragon's Soul", face_down=False, equipped_to=guardian)
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Celtic Guardian", player=1)
    _resolve(duel, s)
    assert guardian.card(duel).position == "set" and grave(duel, 0) == ["Sword of Dragon's Soul"]


def test_sword_of_dragons_soul_under_imperial_order_destroys_nothing_goat():
    """Q (GOAT): my Imperial Order is face-up; Celtic Guardian with the Sword attacks Blue-Eyes in
    Defense Position. A: the Sword's effects are negated: 1400 ATK, I take 1100, Blue-Eyes
    stays."""
    duel, s, guardian, dragon = _sworded_guardian("Blue-Eyes White Dragon", position="defense", rules="GOAT",
                                                  mine=("Imperial Order",))
    s.pick("attack", "Celtic Guardian", target=dragon)
    _resolve(duel, s)
    assert lp(duel) == (6900, 8000) and dragon.card(duel).location == "mzone"
