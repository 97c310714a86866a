"""Spear Cretin (58551308): the judge's review (round 55v) -- which Cretin it may bring back, and
what it remembers once turned face-down again.

Sources: the card's texts read in our words; the w.atwiki.jp/ygo000 review of 《ダークファミリア》:
a second Spear Cretin already in the GY may be revived by the one just sent there (so the one
just sent does not bring itself back); yugioh-wiki.net 《ダークファミリア》 and the 2008
hyoukekkai.blog51.fc2.com review: the revival follows its Flip effect's activation, whenever the
card is sent to the GY later. Turned face-down again (Book of Moon) after its Flip effect and then
sent to the GY face-down: no source found for this case; the script's choice, kept here, is a
reading (see the test's docstring)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

CRETIN = "Spear Cretin"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_spear_cretin_revives_another_spear_cretin_never_itself():
    """Q: my Set Spear Cretin is attacked and destroyed by my opponent's Battle Ox; my GY already
    held another Spear Cretin, and nothing else. A: I may revive the other Spear Cretin (only that
    one is offered, not the one just sent); my opponent, with an empty GY, revives nothing."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    cretin = table.monster(0, CRETIN, position="set")
    table.monster(1, "Battle Ox")
    table.grave(0, CRETIN)
    duel = table.build()
    sent_cid = cretin.card(duel).cid      # (the card; its uid changes as it moves)
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=cretin, request="battle")
    _resolve(s)
    offered = s.options("select")
    assert len(offered) == 1
    s.expect(request="select", player=0)
    s.pick("select", CRETIN, player=0)
    s.pick("option", "Face-down Defense Position", player=0, request="option")
    _resolve(s)
    assert field_monsters(duel, 0) == [CRETIN] and duel.monsters(0)[0].position == "set"
    assert grave(duel, 0) == [CRETIN] and duel.players[0].grave[0].cid == sent_cid
    assert duel.monsters(0)[0].cid != sent_cid
    assert field_monsters(duel, 1) == ["Battle Ox"]


def test_spear_cretin_turned_face_down_after_its_flip_then_tributed():
    """Q: I Flip Summon Spear Cretin, then turn it face-down with Book of Moon, then Tribute it
    (still face-down) for Summoned Skull. Does it revive? A: our reading: yes -- its Flip effect
    was activated while it was on the field, and Book of Moon does not undo that (I revive
    Mystical Elf, my opponent Battle Ox). No ruling found for this case: the other reading, that
    a monster turned face-down forgets its past (yugioh-wiki.net 《月の書》 says so of "once per
    turn" uses), would make it revive nothing."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    cretin = table.monster(0, CRETIN, position="set")
    table.hand(0, "Book of Moon", "Summoned Skull")
    table.grave(0, "Mystical Elf")
    table.grave(1, "Battle Ox")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", CRETIN)
    _resolve(s)
    s.pick("activate", "Book of Moon")
    s.pick("target", cretin)
    _resolve(s)
    assert duel.monsters(0)[0].position == "set"
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", CRETIN)
    _resolve(s)
    s.pick("select", "Mystical Elf", player=0, request="select")
    s.pick("option", "Face-up Attack Position", player=0, request="option")
    s.pick("select", "Battle Ox", player=1, request="select")
    s.pick("option", "Face-up Attack Position", player=1, request="option")
    _resolve(s)
    assert field_monsters(duel, 0) == ["Summoned Skull", "Mystical Elf"]
    assert field_monsters(duel, 1) == ["Battle Ox"]
    assert grave(duel, 0) == ["Book of Moon", CRETIN]
