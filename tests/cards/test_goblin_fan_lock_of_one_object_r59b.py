"""Goblin Fan (04149689): how long "the flipped monster's effect is not activated" lasts (round 59b).

Sources, in our words: yugioh-wiki.net 《天狗のうちわ》 (a Level 2 or lower monster that is Flip Summoned
is destroyed and its effect is not activated: Goblin Fan stops the activation of that Flip Summon's
FLIP effect); seed 000 §效果分類 (a card that moves, or turns face-down, is a new object: what an
effect did to the old one does not follow it). Our reading: the same card brought back later that
turn and flipped face-up again by another card is a new monster, whose FLIP effect is activated as
usual; the lock must not bar it (the engine's `L.NO_ACTIVATE_CARD` bars a card by its cid for the
turn: Goblin Fan's names the object, its uid, too). The 2005 text (TFK-003) does the same."""

from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table

GF = "Goblin Fan"
MOF = "Magician of Faith"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_magician_of_faith_revived_and_flipped_again_activates_its_flip_effect():
    """Q: under my opponent's face-up Goblin Fan I Flip Summon Magician of Faith (Level 1): Goblin Fan
    destroys it and its FLIP effect is not activated. Later that turn I revive it with Monster Reborn,
    turn it face-down with Book of Moon and flip it face-up with Book of Taiyou. A: this is a new
    monster, flipped face-up by Book of Taiyou (no Flip Summon): its FLIP effect is activated and adds
    a Spell from my GY to my hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, GF, face_down=False)
    table.monster(0, MOF, position="set")
    table.hand(0, "Monster Reborn", "Book of Moon", "Book of Taiyou")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", MOF)
    _pass(s)
    assert grave(duel, 0) == [MOF]
    assert [e["name"] for e in of_type(duel, "chain")] == [GF]
    s.pick("activate", "Monster Reborn")
    s.pick("target", MOF)
    _pass(s)
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        else:
            s.answer(duel.request.options[0])      # (its position: face-up Attack, the first)
    assert field_monsters(duel, 0) == [MOF]
    s.pick("activate", "Book of Moon")
    s.pick("target", MOF)
    _pass(s)
    s.pick("activate", "Book of Taiyou")
    s.pick("target", MOF)
    _pass(s)
    for _ in range(10):
        r = duel.request
        if r is None or r.kind == "idle":
            break
        if r.kind == "chain":
            s.pick("pass", player=r.player)
        elif r.kind == "target" and s.has("target", "Monster Reborn"):
            s.pick("target", "Monster Reborn")
        else:
            s.answer(r.options[0])
    names = [e["name"] for e in of_type(duel, "chain")]
    assert names == [GF, "Monster Reborn", "Book of Moon", "Book of Taiyou", MOF], names
    assert field_monsters(duel, 0) == [MOF] and hand(duel, 0) == ["Monster Reborn"]
