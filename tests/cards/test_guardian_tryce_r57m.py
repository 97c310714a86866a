"""Guardian Tryce (46037213): summoned only with its face-up "Twin Swords of Flashing Light -
Tryce" (the Guardians' summoning rule); when it is destroyed and sent to the GY, the monster
Tributed for its Tribute Summon comes back from the GY to its player's field (not optional).

Sources, read in our words: yugioh-wiki.net 《ガーディアン・トライス》 (the OCG text: the monster
used for its Tribute Summon, in the GY, is Special Summoned to your field when this card is
destroyed and sent to the GY; a trigger effect; players Set it by a Tribute and revive that
Tribute once it is destroyed, so a Tribute Set counts; a monster of the opponent's Tributed while
you controlled it returns to your field); 《ガーディアン・ケースト》 for the Guardians' shared rule
(today a Set needs no weapon). The 2005 TCG print (Dark Crisis, the GOAT preset) bars the Normal
Summon and the Set without the Twin Swords and leaves the Flip Summon and Special Summons free
(the Guardians' TCG wording; our reading). Seed 000 §墓地: a card that left the GY and came
back is a new card, no longer the one Tributed (our reading of the rule documents: the engine's
card objects)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

TRYCE = "Guardian Tryce"
SWORDS = "Twin Swords of Flashing Light - Tryce"


def _settle(duel):
    """Pass every chain question; a Special Summon's position question: face-up Attack; its
    zone: the first offered."""
    while duel.request is not None and duel.request.kind not in ("idle", "battle", "summon_now"):
        names = [o.name for o in duel.request.options]
        if duel.request.kind == "zone":
            duel.answer(duel.request.options[0])
        elif "Attack Position" in names:
            duel.answer(duel.request.options[names.index("Attack Position")])
        else:
            duel.answer([o for o in duel.request.options if o.kind == "pass"][0])


def _table(rules="MR5", swords=True, hand_cards=(TRYCE, "Dark Hole"), swords_on="elf"):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, *hand_cards)
    ox = table.monster(0, "Battle Ox")
    elf = table.monster(1, "Mystical Elf")
    if swords:
        # (by default on the opponent's monster: the Twin Swords stay while my Battle Ox is
        # Tributed; the monster wearing them is never the Tribute, round 57t's ruling for the
        # Guardians, tests/cards/test_guardian_grarl_r57c.py)
        table.spell_trap(0, SWORDS, face_down=False, equipped_to=elf if swords_on == "elf" else ox)
    table.deck(0, ["Pot of Greed"] * 3)
    table.deck(1, ["Pot of Greed"] * 3)
    return table


def _dark_hole(duel, s):
    s.pick("activate", "Dark Hole", request="idle")
    _settle(duel)


def test_guardian_tryce_destroyed_revives_its_tribute():
    """Q: I Tribute Summon Guardian Tryce (my Twin Swords face-up on the opponent's Mystical
    Elf), Tributing Battle Ox; then Dark Hole destroys Tryce and the Elf. A: Tryce's effect
    Special Summons Battle Ox from my GY to my field; Tryce stays in my GY."""
    duel = _table().build()
    s = Script(duel)
    s.pick("summon", TRYCE)
    s.pick("tribute", "Battle Ox")
    assert field_monsters(duel, 0) == [TRYCE] and grave(duel, 0) == ["Battle Ox"]
    _dark_hole(duel, s)
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert sorted(grave(duel, 0)) == ["Dark Hole", TRYCE, SWORDS]     # (the Swords with the Elf)
    assert field_monsters(duel, 1) == []
    assert duel.monsters(0)[0].position == "attack"


def test_guardian_tryce_tribute_set_counts():
    """Q: (today's text, no Twin Swords) I Set Guardian Tryce Tributing Battle Ox; Dark Hole
    destroys it face-down. A: the Set was made with a Tribute: Battle Ox comes back."""
    duel = _table(swords=False).build()
    s = Script(duel)
    assert not s.has("summon", TRYCE)
    s.pick("set", TRYCE)
    s.pick("tribute", "Battle Ox")
    _dark_hole(duel, s)
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert TRYCE in grave(duel, 0)


def test_guardian_tryce_a_tribute_that_left_the_gy_is_not_revived():
    """Q: Tryce was Tribute Summoned with Battle Ox; I revive the Ox with Monster Reborn, then Dark
    Hole destroys Tryce, the Ox and the Elf. A: the Ox in my GY is a new card, not the Tributed
    one: Tryce's effect has nothing to summon and nothing comes back."""
    duel = _table(hand_cards=(TRYCE, "Monster Reborn", "Dark Hole")).build()
    s = Script(duel)
    s.pick("summon", TRYCE)
    s.pick("tribute", "Battle Ox")
    s.pick("activate", "Monster Reborn", request="idle")
    s.pick("target", "Battle Ox")
    _settle(duel)
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", TRYCE]
    _dark_hole(duel, s)
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Dark Hole", TRYCE, "Monster Reborn", SWORDS]


def test_guardian_tryce_destroyed_by_battle():
    """Q: my Tribute Summoned Guardian Tryce (1900 ATK; Battle Ox its Tribute) attacks the
    opponent's Summoned Skull (2500 ATK) and is destroyed. A: I take 600; Battle Ox comes back
    from my GY to my field (in the Damage Step: a mandatory trigger)."""
    table = _table(hand_cards=(TRYCE,))
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", TRYCE)
    s.pick("tribute", "Battle Ox")
    _settle(duel)
    s.pick("battle", request="idle")
    _settle(duel)
    s.pick("attack", TRYCE, target="Summoned Skull", request="battle")
    _settle(duel)
    assert duel.players[0].lp == 8000 - 600
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert TRYCE in grave(duel, 0)


def test_guardian_tryce_not_destroyed_no_revival():
    """Q: my Tribute Summoned Guardian Tryce (Battle Ox its Tribute) goes to the GY as the
    Tribute for Summoned Skull, summoned by Ultimate Offering's extra Normal Summon. A: a Tribute
    is no destruction: Tryce's effect does not activate, Battle Ox stays in my GY."""
    table = _table(hand_cards=(TRYCE, "Summoned Skull"))
    table.spell_trap(0, "Ultimate Offering", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", TRYCE)
    s.pick("tribute", "Battle Ox")
    _settle(duel)
    s.pick("activate", "Ultimate Offering", request="idle")
    _settle(duel)
    assert duel.request.kind == "summon_now"
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", TRYCE)
    _settle(duel)
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", TRYCE]


def test_guardian_tryce_2005_no_set_without_the_twin_swords():
    """Q: (GOAT, the 2005 text) I control no Twin Swords of Flashing Light - Tryce. A: Tryce can
    be neither Normal Summoned nor Set; with the Twin Swords face-up, its Set is allowed (Battle
    Ox Tributed)."""
    s = Script(_table(rules="GOAT", swords=False).build())
    assert not s.has("summon", TRYCE)
    assert not s.has("set", TRYCE)
    duel = _table(rules="GOAT", swords=True).build()
    s = Script(duel)
    s.pick("set", TRYCE)
    s.pick("tribute", "Battle Ox")
    assert field_monsters(duel, 0) == [TRYCE]
    assert not duel.monsters(0)[0].face_up


def test_guardian_tryce_2005_flip_summon_free():
    """Q: (GOAT) my Guardian Tryce was Set on an earlier turn; no Twin Swords. A: the 2005 text
    leaves the Flip Summon free; today's text bars it."""
    for rules, allowed in (("GOAT", True), ("MR5", False)):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.monster(0, TRYCE, position="set")
        assert Script(table.build()).has("flip_summon", TRYCE) == allowed, rules


def test_guardian_tryce_revives_the_opponents_monster_it_tributed_to_my_field():
    """Q: I take the opponent's Mystical Elf with Brain Control and Tribute it for Guardian Tryce
    (my Twin Swords on my Battle Ox); Dark Hole then destroys Tryce and the Ox. A: Tryce's
    effect Special Summons the Elf from the opponent's GY to my field (I control it, the opponent
    owns it); Battle Ox, no Tribute, stays in my GY."""
    duel = _table(hand_cards=(TRYCE, "Brain Control", "Dark Hole"), swords_on="ox").build()
    s = Script(duel)
    s.pick("activate", "Brain Control", request="idle")
    s.pick("target", "Mystical Elf")
    _settle(duel)
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Mystical Elf"]
    s.pick("summon", TRYCE)
    s.pick("tribute", "Mystical Elf")
    assert grave(duel, 1) == ["Mystical Elf"]
    _dark_hole(duel, s)
    assert field_monsters(duel, 0) == ["Mystical Elf"]
    elf = duel.monsters(0)[0]
    assert elf.controller == 0 and elf.owner == 1
    assert "Battle Ox" in grave(duel, 0) and TRYCE in grave(duel, 0)
    assert grave(duel, 1) == []
