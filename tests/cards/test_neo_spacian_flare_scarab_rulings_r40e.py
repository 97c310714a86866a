"""Neo-Spacian Flare Scarab's rulings as players ask them (the MR5 preset: the Pendulum Zones
exist).

Seed 000 §當作魔法卡的靈擺怪獸 ("在靈擺區域發動的靈擺怪獸視為魔法卡": a Pendulum Monster in a
Pendulum Zone is a Spell Card) and §場地魔法 (a Field Spell is a Spell Card in its own zone).
Sources: the card's text (it counts each Spell and Trap the opponent controls) and its rulings
(yugipedia "Card Rulings:Neo-Spacian Flare Scarab", yugioh-wiki.net 《N・フレア・スカラベ》): every
Spell and Trap the opponent controls counts, face-up or Set, in the Field Zone and in the
Pendulum Zones too; the Scarab's own player's cards do not."""

from duelist.testing.scenario import Table


def _scarab(table):
    return table.monster(0, "Neo-Spacian Flare Scarab")


def test_flare_scarab_counts_the_field_spell_the_set_card_and_both_pendulum_scales():
    """Q: my opponent has Yami in the Field Zone, a Set Mirror Force and Flash Knight and
    Foucault's Cannon as Pendulum scales. What is my Flare Scarab's ATK? A: four Spells and
    Traps: 500 + 4 x 400 = 2100."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    scarab = _scarab(table)
    table.field_spell(1, "Yami")
    table.spell_trap(1, "Mirror Force", zone=2)
    table.pendulum(1, "Flash Knight", side="left")
    table.pendulum(1, "Foucault's Cannon", side="right")
    duel = table.build()
    assert duel.atk(scarab.card(duel)) == 2100


def test_flare_scarab_counts_a_set_field_spell_and_not_its_own_players_cards():
    """Q: my opponent has only a Set Field Spell; I have two Set cards of my own. A: a Set
    Field Spell is a Spell Card they control (+400); my own cards count for nothing: 900."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    scarab = _scarab(table)
    table.field_spell(1, "Yami", face_down=True)
    table.spell_trap(0, "Mirror Force")
    table.spell_trap(0, "Dust Tornado")
    duel = table.build()
    assert duel.atk(scarab.card(duel)) == 900
