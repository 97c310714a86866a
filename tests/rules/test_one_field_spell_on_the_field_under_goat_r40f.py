"""Goat Format Rule #3, "One Field Spell to Rule Them All" (the GOAT preset): only one face-up
Field Spell may exist on the whole field; when the activation of a Field Spell resolves while
the opponent controls a face-up Field Spell, that older Field Spell is destroyed; a Field Spell
must still be face-up on the field to resolve.

Source: goatformat.com, "Basic Mechanics" (Rules/Game Mechanics), Goat Format Rule #3 (the
stored copies of goatformat.com/basics.html and /home/rulesgame-mechanics, and its copy on
cardffreak.wixsite.com, which adds "Field Spells must remain face-up in order to resolve"). Seed
004 §地形魔法卡 / §地形卡区域 (one face-up Field card on the whole field; the old one is destroyed and
replaced by the new one)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _passes(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def test_the_opponents_field_spell_is_destroyed_when_the_new_one_resolves():
    """Q: my opponent controls a face-up Sogen; I activate Yami and nobody answers. A: once
    Yami's activation resolves, Sogen is destroyed (by the rule, not sent to the GY as from
    MR3): one face-up Field Spell is left, mine."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(1, "Sogen")
    table.hand(0, "Yami")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Yami")
    _passes(s, duel)
    s.expect(request="idle", player=0)
    assert duel.players[0].fzone.name == "Yami"
    assert duel.players[1].fzone is None and grave(duel, 1) == ["Sogen"]


def test_the_opponents_set_field_spell_is_not_destroyed():
    """Q: my opponent has a Set (face-down) Field Spell; I activate Yami. A: only a face-up
    Field Spell is replaced: the Set card stays in my opponent's Field Zone."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(1, "Sogen", face_down=True)
    table.hand(0, "Yami")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Yami")
    _passes(s, duel)
    assert duel.players[0].fzone.name == "Yami"
    assert duel.players[1].fzone is not None and not duel.players[1].fzone.face_up
    assert grave(duel, 1) == []
