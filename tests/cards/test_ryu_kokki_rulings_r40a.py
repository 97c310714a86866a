"""Ryu Kokki (57281778) against a Spellcaster that survives the battle: a Set Gravekeeper's
Spy under Necrovalley (DEF 2500) is attacked by Ryu Kokki (2400 ATK). The Spy is not destroyed
by battle; its FLIP effect is activated after damage calculation and resolves; at the end of
the Damage Step Ryu Kokki destroys it because it battled a Spellcaster.

Sources: Ryu Kokki's text (at the end of the Damage Step it destroys a Warrior or Spellcaster it
battled; the Goat-era DR2 text says the same moment); Gravekeeper's Spy's text; seed 000 §效果分類
誘發效果 (FLIP effect of a monster flipped by an attack: after damage calculation), seed 004 §伤害的判定
(an attack into a higher DEF: the attacker's controller takes the difference)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def test_ryu_kokki_destroys_a_set_gravekeepers_spy_that_survived_after_its_flip_effect():
    """Question: under player 1's Necrovalley, player 0's Ryu Kokki attacks player 1's Set
    Gravekeeper's Spy (DEF 2000 + 500). What happens? Answer: player 0 takes 100 damage; the
    Spy's FLIP effect Special Summons Gravekeeper's Spear Soldier from the Deck; then, at the
    end of the Damage Step, Ryu Kokki destroys the Spy."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.field_spell(1, "Necrovalley")
    table.monster(0, "Ryu Kokki")
    spy = table.monster(1, "Gravekeeper's Spy", position="set")
    table.deck(1, ["Gravekeeper's Spear Soldier", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Ryu Kokki", target=spy)
    if duel.request.kind == "select":
        s.pick("select", "Gravekeeper's Spear Soldier", player=1)
    s.pick("option", "Defense Position", request="option", player=1)
    for _ in range(4):
        if duel.request.kind == "battle":
            break
        s.pick("pass")
    assert lp(duel) == (7900, 8000)
    assert field_monsters(duel, 1) == ["Gravekeeper's Spear Soldier"]
    assert grave(duel, 1) == ["Gravekeeper's Spy"]
    destroyed = [e for e in duel.log if e["type"] == "destroyed"]
    assert [(e["name"], e["reason"]) for e in destroyed] == [("Gravekeeper's Spy", "effect")]
