"""Elemental HERO Prisma Tributed and revived in its own chain keeps its own name (round 49c's
mutation round).

Prisma's text (reveal a Fusion Monster in the Extra Deck, send a monster it lists from the Deck
to the GY: this card's name becomes that monster's until the End Phase) and seed 000 §卡片的移動:
a card that leaves the field and comes back is a new card. Prisma Tributed for Enemy Controller
in the chain and brought back by Call of the Haunted is not the Prisma that activated the
effect: it stays "Elemental HERO Prisma"."""

from duelist.testing.reads import field_monsters, of_type
from duelist.testing.scenario import Script, Table


def test_prisma_tributed_and_revived_in_its_own_chain_keeps_its_name():
    """Q: Prisma reveals Elemental HERO Flare Neos and sends Elemental HERO Neos from my Deck. In
    the chain I Tribute Prisma for Enemy Controller and bring it back with Call of the Haunted.
    Is the revived Prisma named "Elemental HERO Neos"? A: no: it is a new card: it keeps its own
    name."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Elemental HERO Prisma")
    table.extra(0, "Elemental HERO Flare Neos")
    table.hand(0, "Enemy Controller")
    table.spell_trap(0, "Call of the Haunted")
    table.monster(1, "Celtic Guardian")
    table.deck(0, ["Elemental HERO Neos", "Battle Ox"])
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Elemental HERO Prisma")
    s.pick("select", "Elemental HERO Flare Neos")
    if duel.request.kind == "select":
        s.pick("select", "Elemental HERO Neos")
    chain = s.expect(request="chain", player=0)
    steal = [o for o in chain.options if o.kind == "activate" and o.name == "Enemy Controller"]
    s.answer(steal[-1])                 # Enemy Controller's second effect: Tribute 1, take 1
    s.pick("select", "Elemental HERO Prisma", request="select")
    s.pick("target", "Celtic Guardian", request="target")
    s.pick("activate", "Call of the Haunted", player=0, request="chain")
    s.pick("target", "Elemental HERO Prisma", request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    if duel.request.kind == "option":
        s.pick("option", "Attack Position")
    assert sorted(field_monsters(duel, 0)) == ["Celtic Guardian", "Elemental HERO Prisma"]
    [prisma] = [c for c in duel.monsters(0) if c.data.name == "Elemental HERO Prisma"]
    assert duel.name_now(prisma) == "Elemental HERO Prisma"
    assert of_type(duel, "name_change") == []
