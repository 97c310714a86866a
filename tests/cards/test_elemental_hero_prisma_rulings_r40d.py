"""Elemental HERO Prisma's rulings as players ask them (the MR5 preset; its effect: once per
turn its controller may reveal a Fusion Monster in the Extra Deck and send from the Deck to the
GY one of the materials that Fusion Monster names; until the End Phase Prisma takes the sent
monster's name).

Seed 000 §融合召喚 (a Fusion Monster's named materials; its own procedure when it needs no
Polymerization). Sources: Prisma's rulings (yugipedia "Card Rulings:Elemental HERO Prisma": with
the name of the sent monster it can be used as that named material, a Contact Fusion included:
the Neos decks' use, Prisma named "Elemental HERO Neos" shuffled with a Neo-Spacian)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_elemental_hero_prisma_named_neos_is_contact_fused_into_flare_neos():
    """Q: Prisma reveals Elemental HERO Flare Neos and sends Elemental HERO Neos from my Deck; may
    I then shuffle Prisma (now "Elemental HERO Neos") and Neo-Spacian Flare Scarab into the Deck
    for Flare Neos? A: yes: Prisma has Neos's name until the End Phase."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Elemental HERO Prisma")
    table.monster(0, "Neo-Spacian Flare Scarab")
    table.extra(0, "Elemental HERO Flare Neos")
    table.deck(0, ["Elemental HERO Neos", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Elemental HERO Prisma")
    s.pick("select", "Elemental HERO Flare Neos")
    if duel.request.kind == "select":
        s.pick("select", "Elemental HERO Neos")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Elemental HERO Neos"]
    s.pick("special_summon", "Elemental HERO Flare Neos")
    while duel.request.kind in ("select", "yes_no"):
        s.answer(duel.request.options[0])
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Elemental HERO Flare Neos"]
    assert sorted(c.name for c in duel.players[0].deck) == ["Battle Ox", "Elemental HERO Prisma",
                                                           "Neo-Spacian Flare Scarab"]
