"""Stardust Dragon's rulings as players ask them (the MR5 preset; its effects: when a card or
effect that would destroy a card on the field is activated, its controller may Tribute it to
negate that activation and destroy that card; in the End Phase of a turn in which that effect
was used and not negated, it may be Special Summoned from the GY).

Seed 000 §誘發即時效果 (a Quick Effect negating an activation; it resolves though its monster
left the field). Sources: Stardust Dragon's rulings (Metagame.com's Stardust Dragon ruling
article by Curtis: under Dimensional Fissure its effect may still be activated, the cost being
a Tribute and not a sending to the graveyard, though the Fissure troubles its second effect;
any activation that would destroy a card on the field may be answered, a monster's trigger
included; yugioh.fandom "Card Rulings:Stardust Dragon", OCG rulings: "the
other effect must destroy a card on the field when it resolves")."""

from duelist.testing.reads import banished, field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_stardust_dragon_under_dimensional_fissure_negates_but_cannot_come_back():
    """Q: Dimensional Fissure is face-up; may I Tribute Stardust Dragon to negate my opponent's
    Dark Hole, and does it come back in the End Phase? A: yes, it may be activated (a Tribute
    need not reach the GY): Dark Hole is negated and destroyed; Stardust Dragon is banished, so
    it cannot be Special Summoned from the GY in the End Phase."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.monster(0, "Stardust Dragon", summon_kind="synchro")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Dimensional Fissure", face_down=False)
    table.hand(1, "Dark Hole")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    s.pick("activate", "Stardust Dragon", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Battle Ox"] and grave(duel, 1) == ["Dark Hole"]
    assert banished(duel, 0) == ["Stardust Dragon"] and grave(duel, 0) == []
    s.end_turn()
    s.expect(request="idle", player=0)              # the End Phase asked nothing
    assert banished(duel, 0) == ["Stardust Dragon"]


def test_stardust_dragon_negates_black_rose_dragons_trigger():
    """Q: my opponent Synchro Summons Black Rose Dragon and activates its effect to destroy
    every card on the field; may Stardust Dragon answer it? A: yes (a monster's effect that
    would destroy cards on the field): Black Rose Dragon's effect is negated and Black Rose
    Dragon destroyed; my other cards stay."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.monster(0, "Stardust Dragon", summon_kind="synchro")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Mirror Force")
    table.extra(1, "Black Rose Dragon")
    table.monster(1, "Junk Synchron")
    table.monster(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("synchro_summon", "Black Rose Dragon", player=1)
    s.pick("option", "Attack Position", request="option")
    s.pick("yes", player=1, request="yes_no")
    s.pick("activate", "Stardust Dragon", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Battle Ox"] and field_monsters(duel, 1) == []
    assert grave(duel, 0) == ["Stardust Dragon"]            # Mirror Force is still Set
    assert "Black Rose Dragon" in grave(duel, 1)


def test_stardust_dragon_cannot_answer_chain_destruction_which_destroys_no_card_on_the_field():
    """Q: I Normal Summon Battle Ox; my opponent activates Chain Destruction on it (it destroys
    the Battle Ox in my hand and Deck, not the one on the field). May my Stardust Dragon negate
    it? A: no: it destroys no card on the field; I am not even asked."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Battle Ox", "Battle Ox")
    table.monster(0, "Stardust Dragon", summon_kind="synchro")
    table.spell_trap(1, "Chain Destruction")
    table.deck(0, ["Battle Ox", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox", first=True)
    s.pick("activate", "Chain Destruction", player=1)
    if duel.request.kind == "target":
        s.pick("target", "Battle Ox", player=1)
    assert not s.has("activate", "Stardust Dragon")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Stardust Dragon"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Battle Ox"]


def test_stardust_dragon_not_brought_back_that_end_phase_stays_in_the_gy_the_next_turn():
    """Q: I used Stardust Dragon in my opponent's turn but did not bring it back in that End
    Phase. May I Special Summon it in the next End Phase? A: no: its return is only "during the
    End Phase" of the turn its effect was activated."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.monster(0, "Stardust Dragon", summon_kind="synchro")
    table.monster(1, "Time Wizard")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Time Wizard", player=1)
    s.pick("activate", "Stardust Dragon", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.end_turn()
    s.pick("no", player=0, request="yes_no")            # not now
    s.expect(request="idle", player=0)
    assert duel.turn == 5 and grave(duel, 0) == ["Stardust Dragon"]
    s.end_turn()
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=1)                  # its End Phase asked nothing
    assert grave(duel, 0) == ["Stardust Dragon"]
