"""Ocean Dragon Lord - Neo-Daedalus (10485110): never Normal Summoned or Set; Special Summoned from
the hand by Tributing 1 Levia-Dragon - Daedalus its player controls; in its controller's Main
Phase, send 1 face-up "Umi" they control to the GY (a cost) to send every other card on the field
and in both hands to the GY.

Sources: the card's texts in our words; yugioh-wiki.net 《海竜神－ネオダイダロス》 (a Special Summon
monster: its summoning procedure Tributes a Levia-Dragon - Daedalus on your field; an ignition
effect with "Umi" as its cost, sending, not destroying, both hands and the rest of the field);
Pojo's Card of the Day 2005-05-24 (the SD4-EN001 print left the summoning condition out and was
corrected at once: the 2005 game plays it with the condition, so no ERAS entry); seed 000
§具有蘇生限制的怪獸的特殊召喚 (a monster with a summoning procedure may be revived only after it was
properly summoned)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

NEO = "Ocean Dragon Lord - Neo-Daedalus"
LEVIA = "Levia-Dragon - Daedalus"


def _pass_all(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


def _summon(duel):
    s = Script(duel)
    s.pick("special_summon", NEO, request="idle")
    s.pick("select", LEVIA, player=0)
    s.answer([o for o in duel.request.options if o.label == "Option Attack Position"][0])
    _pass_all(s, duel)
    return s


def test_ocean_dragon_lord_neo_daedalus_is_summoned_by_tributing_levia_dragon():
    """Q: I Tribute my Levia-Dragon - Daedalus to Special Summon Neo-Daedalus from my hand. A: it is
    on my field (2900 ATK), Levia-Dragon in my GY, and my Normal Summon is still unused."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, NEO)
    table.monster(0, LEVIA)
    duel = table.build()
    _summon(duel)
    assert field_monsters(duel, 0) == [NEO] and grave(duel, 0) == [LEVIA]
    assert duel.atk(duel.monsters(0)[0]) == 2900 and duel.players[0].normal_summons == 0


def test_ocean_dragon_lord_neo_daedalus_needs_levia_dragon_and_is_never_normal_summoned():
    """Q: I control two Tributes but no Levia-Dragon - Daedalus. A: Neo-Daedalus is offered
    neither as a Normal Summon or Set nor by its procedure."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, NEO)
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    duel = table.build()
    assert [o for o in duel.request.options if o.name == NEO] == []


def test_ocean_dragon_lord_neo_daedalus_sends_every_other_card_and_both_hands_to_the_gy():
    """Q: Neo-Daedalus on my field with my face-up Umi; I hold Pot of Greed, my opponent 2 cards;
    both fields hold other cards. I send Umi. A: every other card on the field and in both hands
    goes to the GY (sent, not destroyed); Neo-Daedalus stands alone."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, NEO)
    table.monster(0, "Celtic Guardian")
    table.field_spell(0, "Umi")
    table.hand(0, "Pot of Greed")
    table.hand(1, "Mirror Force", "Battle Ox")
    table.monster(1, "Mystical Elf", position="set")
    table.spell_trap(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", NEO, request="idle")
    _pass_all(s, duel)
    assert field_monsters(duel, 0) == [NEO] and field_monsters(duel, 1) == []
    assert hand(duel, 0) == [] and hand(duel, 1) == []
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Pot of Greed", "Umi"]
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Mirror Force", "Mystical Elf", "Waboku"]
    assert [e for e in duel.log if e["type"] == "destroyed"] == []


def test_ocean_dragon_lord_neo_daedalus_needs_a_face_up_umi():
    """Q: no Umi on my field (my opponent has one). A: the cost cannot be paid: not offered."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, NEO)
    table.field_spell(1, "Umi")
    table.hand(1, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", NEO)


def test_ocean_dragon_lord_neo_daedalus_under_skill_drain_loses_umi_for_nothing():
    """Q: my opponent has a face-up Skill Drain. A: Umi goes to the GY as the cost, the effect is
    negated: the hands and the field stay."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, NEO)
    table.field_spell(0, "Umi")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", NEO, request="idle")
    _pass_all(s, duel)
    assert grave(duel, 0) == ["Umi"] and hand(duel, 1) == ["Battle Ox"] and grave(duel, 1) == []


def test_ocean_dragon_lord_neo_daedalus_is_revived_only_once_properly_summoned():
    """Q: may Monster Reborn revive Neo-Daedalus discarded from my hand? A: no (never properly
    summoned); once it was summoned by its procedure and sent to the GY, yes."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    table.grave(0, NEO, LEVIA)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn", request="idle")
    assert [o.name for o in duel.request.options if o.kind == "target"] == [LEVIA]
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    neo = table.grave(0, NEO)
    table.properly_summoned(neo)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn", request="idle")
    s.pick("target", NEO)
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.answer([o for o in duel.request.options if o.label == "Option Attack Position"][0])
    assert field_monsters(duel, 0) == [NEO]
