"""Effects (not costs) that send cards to the GY still resolve under Macro Cosmos, and the cards
are banished instead; a Set card destroyed under Macro Cosmos, a face-down monster destroyed
under Dimensional Fissure, are banished as well, face-up (the MR5 preset).

Seed 004 §「次元的裂缝」 (a monster that would be sent to the GY is banished instead); seed 000
§融合召喚 (Polymerization sends the Fusion Materials, then the Fusion Monster is summoned).
Sources: ygorganization "When can I use a 'send' effect while Macro Cosmos is active?"
(Polymerization: yes, "this effect will resolve still while macro is up, and simply banish the
cards instead"; Hand Destruction, Glow-Up Bulb's kind likewise); the yugioh.wikia forum ruling
"if an effect sends cards to the Graveyard (like Don Zaloog's Trigger effect) it will resolve
properly and the cards will get removed instead"; banished cards are face-up unless an effect
says otherwise (yugioh.fandom "Position": only some effects banish face-down)."""

from duelist.testing.reads import banished, field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def test_polymerization_under_macro_cosmos_fuses_and_the_materials_are_banished():
    """Q: Macro Cosmos is face-up; may I Fusion Summon with Polymerization? A: yes: Gaia the
    Dragon Champion comes out; its materials and Polymerization itself are banished."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Polymerization", "Gaia The Fierce Knight", "Curse of Dragon")
    table.extra(0, "Gaia the Dragon Champion")
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Polymerization")
    s.pick("select", "Gaia the Dragon Champion")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Gaia the Dragon Champion"]
    assert sorted(banished(duel, 0)) == ["Curse of Dragon", "Gaia The Fierce Knight", "Polymerization"]
    assert grave(duel, 0) == []


def test_foolish_burial_under_macro_cosmos_banishes_the_monster():
    """Q: may I activate Foolish Burial under Macro Cosmos? A: yes: the monster it sends is
    banished instead (sending is its effect, not a cost)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Foolish Burial")
    table.deck(0, ["Sangan", "Battle Ox"])
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Foolish Burial")
    s.pick("select", "Sangan")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(banished(duel, 0)) == ["Foolish Burial", "Sangan"] and grave(duel, 0) == []


def test_painful_choice_under_macro_cosmos_banishes_the_four_cards_not_kept():
    """Q: and Painful Choice? A: it resolves: my opponent picks the card I add to my hand; the
    other four are banished instead of sent to the GY."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Painful Choice")
    table.deck(0, ["Dark Magician", "Battle Ox", "Mystical Elf", "Celtic Guardian", "Koumori Dragon",
                   "Summoned Skull"])
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Painful Choice")
    for name in ("Dark Magician", "Battle Ox", "Mystical Elf", "Celtic Guardian", "Koumori Dragon"):
        s.pick("select", name, player=0)
    s.pick("option", "Mystical Elf", player=1)
    assert hand(duel, 0) == ["Mystical Elf"] and grave(duel, 0) == []
    assert sorted(banished(duel, 0)) == ["Battle Ox", "Celtic Guardian", "Dark Magician", "Koumori Dragon",
                                         "Painful Choice"]


def test_a_set_card_destroyed_under_macro_cosmos_is_banished_face_up():
    """Q: under Macro Cosmos my opponent's Mystical Space Typhoon destroys my Set Mirror Force.
    Where does it go? A: it is banished, face-up (known to both players)."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    force = table.spell_trap(0, "Mirror Force")
    table.spell_trap(0, "Macro Cosmos", face_down=False)
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", force, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert banished(duel, 0) == ["Mirror Force"]
    assert force.card(duel).face_up


def test_a_face_down_monster_destroyed_under_dimensional_fissure_is_banished_and_sangan_searches_nothing():
    """Q: under Dimensional Fissure, Dark Hole destroys my face-down Sangan. Is it banished, and
    does it search? A: it is banished face-up (it is a monster card, face-down or not), so it
    was not sent to the GY and its effect does not activate."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Dark Hole")
    sangan = table.monster(0, "Sangan", position="set")
    table.spell_trap(1, "Dimensional Fissure", face_down=False)
    table.deck(0, ["Battle Ox", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert banished(duel, 0) == ["Sangan"] and sangan.card(duel).face_up
    assert grave(duel, 0) == ["Dark Hole"] and hand(duel, 0) == []


def test_a_synchro_summon_under_macro_cosmos_banishes_its_materials():
    """Q: may I Synchro Summon under Macro Cosmos? A: yes: sending the materials is the rules'
    procedure, not a cost a card asks; Junk Warrior comes out and its materials are banished
    (Macro Cosmos's rulings: materials sent to the GY for a Synchro Summon are banished)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.extra(0, "Junk Warrior")
    table.monster(0, "Junk Synchron")
    table.monster(0, "Mystical Shine Ball")
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("synchro_summon", "Junk Warrior")
    s.pick("option", "Attack Position", request="option")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Junk Warrior"]
    assert sorted(banished(duel, 0)) == ["Junk Synchron", "Mystical Shine Ball"] and grave(duel, 0) == []
