"""Mass Driver (34906152) under Imperial Order (a judge's review, round 56q).

Sources: the card's texts in our words (Tribute 1 monster, a cost, to deal 400 damage; the 2005
print and today's do the same); Imperial Order (2005 text and today's: the effects of Spell Cards
on the field are negated) and yugioh-wiki.net 《王宮の勅命》 (a Spell may still be activated under
it; its effect is negated); seed 000 §效果分類 (a cost paid on activation stays paid when the effect
is negated). So Mass Driver's effect may be activated, its Tribute is paid, and no damage is dealt."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

DRIVER = "Mass Driver"


def test_mass_driver_under_imperial_order_tributes_for_no_damage():
    """Q: my face-up Mass Driver, my Battle Ox; my opponent's Imperial Order is face-up. May I
    launch, and what happens? A: I may: Battle Ox is Tributed (the cost) and goes to my GY, but the
    effect is negated: my opponent stays at 8000 LP; Mass Driver stays on the field."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    driver = table.spell_trap(0, DRIVER, face_down=False)
    table.spell_trap(1, "Imperial Order", face_down=False)
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", DRIVER, request="idle")
    s.pick("select", "Battle Ox", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "idle"
    assert lp(duel) == (8000, 8000)
    assert grave(duel, 0) == ["Battle Ox"] and duel.monsters(0) == []
    assert driver.card(duel).location == "szone" and driver.card(duel).face_up
