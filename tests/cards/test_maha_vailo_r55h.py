"""Maha Vailo (93013676): it gains 500 ATK for each Equip Card equipped to it.

Sources: the card's texts read in our words (the 2005 print, Magic Ruler MRL-012, and today's do
the same: no ERAS entry); yugioh-wiki.net 《マハー・ヴァイロ》: a continuous effect counting every
Equip Card equipped to it, whoever controls it (an opponent's Snatch Steal counts too), on top of
what each Equip Card gives; it ends with the Equip Card (destroyed, the gain goes); seed 000
§效果分類 (Skill Drain negates it on the field)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

VAILO = "Maha Vailo"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _equip(s, spell, target=VAILO):
    s.pick("activate", spell, request="idle")
    s.pick("target", target)
    _resolve(s)


def test_maha_vailo_with_axe_of_despair():
    """Q: I equip Maha Vailo (1550) with Axe of Despair (+1000). A: 3050 ATK: the Axe's 1000 and
    Maha Vailo's own 500 for one Equip Card."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    vailo = table.monster(0, VAILO)
    table.hand(0, "Axe of Despair")
    duel = table.build()
    s = Script(duel)
    assert duel.atk(vailo.card(duel)) == 1550
    _equip(s, "Axe of Despair")
    assert duel.atk(vailo.card(duel)) == 3050


def test_maha_vailo_two_equip_cards_and_one_destroyed():
    """Q: Maha Vailo holds Axe of Despair and Black Pendant (+500); my opponent then destroys the
    Axe with Mystical Space Typhoon. A: 1550 + 1000 + 500 + 2 x 500 = 4050, then 1550 + 500 + 500
    = 2550."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    vailo = table.monster(0, VAILO)
    table.hand(0, "Axe of Despair", "Black Pendant")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    _equip(s, "Axe of Despair")
    _equip(s, "Black Pendant")
    assert duel.atk(vailo.card(duel)) == 4050
    s.pick("battle", request="idle")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Axe of Despair", player=1)
    _resolve(s)
    assert "Axe of Despair" in grave(duel, 0)
    assert duel.atk(vailo.card(duel)) == 2550


def test_maha_vailo_counts_the_opponents_snatch_steal():
    """Q: my opponent takes my Maha Vailo with Snatch Steal. A: Snatch Steal is an Equip Card
    equipped to it: it has 2050 ATK under their control."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    vailo = table.monster(0, VAILO)
    table.hand(1, "Snatch Steal")
    duel = table.build()
    s = Script(duel)
    _equip(s, "Snatch Steal")
    assert field_monsters(duel, 1) == [VAILO]
    assert duel.atk(vailo.card(duel)) == 2050


def test_maha_vailo_under_skill_drain_gains_nothing():
    """Q: my opponent controls a face-up Skill Drain; I equip Maha Vailo with Axe of Despair.
    A: its own gain is negated: 2550 (the Axe's 1000 alone)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    vailo = table.monster(0, VAILO)
    table.hand(0, "Axe of Despair")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    _equip(s, "Axe of Despair")
    assert duel.atk(vailo.card(duel)) == 2550
