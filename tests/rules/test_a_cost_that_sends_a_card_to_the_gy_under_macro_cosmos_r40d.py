"""A cost that must send a card to the GY cannot be paid while that card would be banished
instead (Macro Cosmos: every card; Dimensional Fissure: monsters), so the card or effect is not
activated; a cost that only discards can be paid (the discarded card is banished). Seed 004
§「次元的裂缝」 (a monster that would go to the GY is banished instead); seed 000
§誘發即時效果 / §起動效果 (the cost is paid as the effect is activated). Sources:
Konami's FAQ quoted on yugioh.fandom "Card Rulings:Abyss Soldier" (under Banisher of the
Radiance / Macro Cosmos a "discard to the GY" cost cannot be paid, "Magic Jammer" only needs a
discard and may be activated); yugipedia / lastdraw "Cost" ("if Cost specifies that you must
send a Card to the Graveyard while Dimensional Fissure is on the Field, you cannot activate the
Effect"); the yugioh.wikia forum ruling "neither player can pay Costs that require the player
to send cards from the hand or Deck to the Graveyard" under Macro Cosmos. The MR5 preset.

Request h40d-1: fails on main (41758b2): Effect Veiler, Elemental HERO Prisma, Tragoedia and
Gem-Knight Lady Lapis Lazuli are offered and their costs banish the card instead."""

from duelist.testing.reads import banished, grave
from duelist.testing.scenario import Script, Table


def _veiler_offered_at_a_summon(p0_face_up=()):
    """Player 1 Normal Summons Battle Ox beside Mystic Tomato in their Main Phase 1: is Effect Veiler
    offered to player 0 in answer?"""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.hand(0, "Effect Veiler")
    for card in p0_face_up:
        table.spell_trap(0, card, face_down=False)
    table.monster(1, "Mystic Tomato")   # (not Jinzo: it would negate Macro Cosmos, a Trap)
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox", player=1)
    return duel.request.player == 0 and s.has("activate", "Effect Veiler")


def test_effect_veiler_cannot_be_activated_under_macro_cosmos():
    """Q: Macro Cosmos is face-up; may I activate Effect Veiler (its cost sends it
    from the hand to the GY)? A: no: the card cannot be sent to the GY, so the cost cannot be paid."""
    assert _veiler_offered_at_a_summon()
    assert not _veiler_offered_at_a_summon(p0_face_up=("Macro Cosmos",))


def test_effect_veiler_cannot_be_activated_under_dimensional_fissure():
    """Q: the same under Dimensional Fissure? A: no: Effect Veiler is a monster, which Dimensional
    Fissure keeps out of the GY."""
    assert not _veiler_offered_at_a_summon(p0_face_up=("Dimensional Fissure",))


def test_elemental_hero_prisma_cannot_send_its_material_under_macro_cosmos():
    """Q: Macro Cosmos is face-up; may Prisma reveal Dark Flare Knight and send Dark Magician
    from the Deck to the GY? A: no: sending the monster to the GY is the cost, and it cannot
    reach the GY."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Elemental HERO Prisma")
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    table.extra(0, "Dark Flare Knight")
    table.deck(0, ["Dark Magician", "Celtic Guardian"])
    duel = table.build()
    assert not Script(duel).has("activate", "Elemental HERO Prisma")


def test_magic_jammer_may_discard_under_macro_cosmos_and_the_card_is_banished():
    """Q: and Magic Jammer ("discard 1 card") under Macro Cosmos? A: it may be activated: a
    discard need not reach the GY; the discarded card is banished."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.spell_trap(0, "Magic Jammer")
    table.spell_trap(0, "Macro Cosmos", face_down=False)
    table.hand(0, "Celtic Guardian")
    table.hand(1, "Dark Hole")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    s.pick("activate", "Magic Jammer", player=0, request="chain")
    if duel.request.kind == "select":
        s.pick("select", "Celtic Guardian")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert "Celtic Guardian" in banished(duel, 0) and grave(duel, 0) == []
    assert [c.name for c in duel.monsters(1)] == ["Battle Ox"]


def test_tragoedia_cannot_send_a_monster_from_the_hand_under_macro_cosmos():
    """Q: Macro Cosmos is face-up; may Tragoedia send Battle Ox from my hand to the GY to take
    my opponent's Level 4 monster? A: no: sending the monster to the GY is the cost."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Tragoedia")
    table.hand(0, "Battle Ox")
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    assert not [o for o in s.options("activate", "Tragoedia") if o.effect == 2]


def test_gem_knight_lady_lapis_lazuli_cannot_send_a_gem_knight_under_dimensional_fissure():
    """Q: Dimensional Fissure is face-up; may Lady Lapis Lazuli send a Gem-Knight monster from my
    Deck or Extra Deck to the GY for its burn? A: no: that monster cannot reach the GY."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Gem-Knight Lady Lapis Lazuli", summon_kind="fusion")
    table.spell_trap(0, "Dimensional Fissure", face_down=False)
    table.monster(1, "Battle Ox", summon_kind="special")
    table.deck(0, ["Gem-Knight Garnet", "Battle Ox"])
    table.extra(0, "Gem-Knight Ruby")
    duel = table.build()
    assert not Script(duel).has("activate", "Gem-Knight Lady Lapis Lazuli")


def test_chimeratech_fortress_dragon_cannot_be_summoned_by_its_procedure_under_macro_cosmos():
    """Q: Macro Cosmos is face-up; may I Special Summon Chimeratech Fortress Dragon by sending
    Cyber Dragon and my opponent's Machine to the GY? A: no: its procedure must send them to
    the GY, which cannot be done (as for Uria, Lord of Searing Flames, whose procedure sends
    Traps to the GY: the yugioh.wikia forum ruling above)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Cyber Dragon")
    table.monster(1, "Mechanicalchaser")
    table.extra(0, "Chimeratech Fortress Dragon")
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    duel = table.build()
    assert not Script(duel).has("special_summon", "Chimeratech Fortress Dragon")
