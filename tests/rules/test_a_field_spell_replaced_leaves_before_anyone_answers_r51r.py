"""A Field Spell activated or Set where its player already has one: the old one is sent to the GY
as the new one is placed -- before anyone may answer the activation, and whether the new one is
activated, Set from the hand, or Set by an effect (Dust Tornado). It is not destroyed (MR3 on).

Seed 000 §場地區域 (a player who Sets or activates a Field Spell sends the card already Set or
face-up in their Field Zone to the GY) and §場地魔法 (the old one goes to the GY; it is neither
destroyed nor sent by an effect). tests/rules/test_rulings_field_spells.py checks the end state
of an activation; these check the moment and the two Sets."""

from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table


def test_the_old_field_spell_is_gone_when_the_opponent_may_answer():
    """Q: Yami is face-up in my Field Zone; I activate Sogen. My opponent answers with Mystical
    Space Typhoon: may it target Yami? A: no: Yami went to the GY as Sogen was activated; MST
    may target only Sogen, and destroyed in the chain Sogen leaves me no Field Spell."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.field_spell(0, "Yami")
    table.hand(0, "Sogen")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Sogen")
    assert grave(duel, 0) == ["Yami"]
    s.pick("activate", "Mystical Space Typhoon", player=1)
    assert [o.name for o in duel.request.options] == ["Sogen"]
    s.pick("target", "Sogen")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.players[0].fzone is None
    assert grave(duel, 0) == ["Yami", "Sogen"]
    assert [e["name"] for e in of_type(duel, "destroyed")] == ["Sogen"]


def test_a_field_spell_set_from_the_hand_sends_the_face_up_one_to_the_gy():
    """Q: Yami is face-up in my Field Zone; I Set Sogen. A: Yami goes to the GY (not destroyed);
    Sogen is Set in the Field Zone."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.field_spell(0, "Yami")
    table.hand(0, "Sogen")
    duel = table.build()
    Script(duel).pick("set_spell", "Sogen")
    assert duel.players[0].fzone.name == "Sogen" and not duel.players[0].fzone.face_up
    assert grave(duel, 0) == ["Yami"] and of_type(duel, "destroyed") == []


def test_a_field_spell_set_by_dust_tornado_sends_the_face_up_one_to_the_gy():
    """Q: Yami is face-up in my Field Zone; my Dust Tornado destroys my opponent's Gravity Bind
    and I Set Sogen from my hand. A: Yami goes to the GY; Sogen is Set in the Field Zone."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.spell_trap(0, "Dust Tornado")
    table.field_spell(0, "Yami")
    table.spell_trap(1, "Gravity Bind", face_down=False)
    table.hand(0, "Sogen")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dust Tornado")
    s.pick("target", "Gravity Bind")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("yes", request="yes_no")
    s.pick("select", "Sogen")
    assert duel.players[0].fzone.name == "Sogen" and not duel.players[0].fzone.face_up
    assert sorted(grave(duel, 0)) == ["Dust Tornado", "Yami"]
    assert [e["name"] for e in of_type(duel, "destroyed")] == ["Gravity Bind"]
