"""Mass Driver (34906152): Continuous Spell; in your Main Phase, as often as you like, Tribute 1
monster you control (a cost) to deal 400 damage to your opponent.

Sources: the card's texts in our words (the 2005 TCG print, DR1-EN143, and today's do the same:
no ERAS entry); yugioh-wiki.net 《マスドライバー》 (each Tribute of a monster of yours deals 400,
like Cannon Soldier's, with no Normal Summon spent and no limit a turn); seed 000 §永續魔法 (an
effect a face-up Continuous Spell activates is not applied if the Spell left the field before it
resolves; the Tribute is a cost, paid on activation); Scapegoat's Sheep Tokens cannot be Tributed
for a Tribute Summon but may be for a cost (Scapegoat's ruling: Cannon Soldier)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

DRIVER = "Mass Driver"


def _pass_all(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


def _launch(s, duel, monster):
    s.pick("activate", DRIVER, request="idle")
    s.pick("select", monster, player=0)
    _pass_all(s, duel)


def test_mass_driver_tributes_each_monster_for_400():
    """Q: my face-up Mass Driver, and I control Battle Ox and Celtic Guardian. A: I Tribute them
    one by one: 400 damage each, 800 in all; both go to my GY; Mass Driver stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, DRIVER, face_down=False)
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    _launch(s, duel, "Battle Ox")
    assert lp(duel) == (8000, 7600)
    _launch(s, duel, "Celtic Guardian")
    assert lp(duel) == (8000, 7200)
    assert grave(duel, 0) == ["Battle Ox", "Celtic Guardian"] and field_monsters(duel, 0) == []
    assert duel.players[0].szone[0].name == DRIVER


def test_mass_driver_needs_a_monster_and_its_card_face_up():
    """Q: my face-up Mass Driver with no monster of mine (my opponent has one); or a Set Mass
    Driver while I control Battle Ox. A: no launch is offered: the cost needs a monster I control,
    and a Set Continuous Spell has no effect until it is activated (the Set one may be activated)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, DRIVER, face_down=False)
    table.monster(1, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", DRIVER)
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, DRIVER)
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", DRIVER, request="idle")      # the card's activation: no Tribute asked
    _pass_all(s, duel)
    assert lp(duel) == (8000, 8000) and field_monsters(duel, 0) == ["Battle Ox"]
    assert duel.players[0].szone[0].face_up


def test_mass_driver_destroyed_in_answer_deals_nothing():
    """Q: I Tribute Battle Ox for Mass Driver; my opponent chains Mystical Space Typhoon on it. A:
    the Spell has left the field as its effect resolves: no damage; Battle Ox stays in my GY (a
    cost)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    driver = table.spell_trap(0, DRIVER, face_down=False)
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", DRIVER, request="idle")
    s.pick("select", "Battle Ox", player=0)
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", driver, player=1)
    _pass_all(s, duel)
    assert lp(duel) == (8000, 8000)
    assert grave(duel, 0) == ["Battle Ox", DRIVER]


def test_mass_driver_may_tribute_sheep_tokens():
    """Q: I activate Scapegoat, then Tribute a Sheep Token for Mass Driver. A: a Token cannot be
    Tributed for a Tribute Summon, but it may be for a cost: 400 damage; 3 Tokens are left."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, DRIVER, face_down=False)
    table.hand(0, "Scapegoat")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Scapegoat", request="idle")
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.answer(duel.request.options[0])
    assert len(field_monsters(duel, 0)) == 4
    s.pick("activate", DRIVER, request="idle")
    s.answer([o for o in duel.request.options if o.kind == "select"][0])
    _pass_all(s, duel)
    assert lp(duel) == (8000, 7600) and len(field_monsters(duel, 0)) == 3
