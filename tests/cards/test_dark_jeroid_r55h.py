"""Dark Jeroid (90980792): when it is Normal, Flip or Special Summoned, it targets a face-up
monster on the field, which loses 800 ATK as long as it stays face-up on the field.

Sources: the card's texts read in our words (the 2005 print, Legacy of Darkness LOD-004, and
today's do the same: no ERAS entry); yugioh-wiki.net 《ダークジェロイド》: a mandatory trigger on
a Normal, Flip or Special Summon (it cannot miss the timing), so with only its controller's
monsters face-up it must lower one of them, itself included; the loss lasts while that monster is
face-up on the field (it ends once the monster is turned face-down) and does not need Dark Jeroid
to stay; a Dark Jeroid flipped face-up by an attack was not summoned, so nothing happens (the
same page; eTCG.de's 2006 card rating says so too)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

JEROID = "Dark Jeroid"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _atk(duel, ref):
    return duel.atk(ref.card(duel))


def test_dark_jeroid_normal_summoned_lowers_a_monster_for_good():
    """Q: I Normal Summon Dark Jeroid and target my opponent's Battle Ox (1700). A: Battle Ox has
    900 ATK, and still 900 in my opponent's next turn (the loss has no end of turn)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, JEROID)
    ox = table.monster(1, "Battle Ox")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", JEROID)
    s.pick("target", ox, player=0)
    _resolve(s)
    assert _atk(duel, ox) == 900
    s.end_turn()
    while duel.request.kind != "idle":
        s.pick("pass")
    assert duel.turn_player == 1 and _atk(duel, ox) == 900


def test_dark_jeroid_alone_must_lower_itself():
    """Q: I Normal Summon Dark Jeroid while no other monster is face-up (my opponent's is Set).
    A: the effect is mandatory and a face-down monster is no target: it lowers itself, to 400."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, JEROID)
    table.monster(1, "Battle Ox", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", JEROID)
    s.expect(request="target", player=0)
    assert [o.card for o in duel.request.options if o.kind == "target"] == [duel.players[0].mzone[0].uid]
    s.pick("target", JEROID, player=0)
    _resolve(s)
    assert duel.atk(duel.players[0].mzone[0]) == 400


def test_dark_jeroid_flipped_by_an_attack_does_nothing():
    """Q: my opponent's Battle Ox attacks my Set Dark Jeroid (1500 DEF). A: it is flipped face-up
    by the attack, which is no summon: no effect; Battle Ox keeps 1700 ATK and destroys it."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    jeroid = table.monster(0, JEROID, position="set")
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=jeroid, request="battle")
    _resolve(s)
    assert grave(duel, 0) == [JEROID] and _atk(duel, ox) == 1700


def test_dark_jeroid_special_summoned_by_monster_reborn():
    """Q: I revive Dark Jeroid with Monster Reborn. A: a Special Summon triggers it too: my
    opponent's Mystical Elf (800) drops to 0."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Monster Reborn")
    table.grave(0, JEROID)
    elf = table.monster(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", JEROID, player=0)
    _resolve(s)
    if duel.request.kind == "option":
        s.pick("option", "Attack Position")
    s.pick("target", elf, player=0)
    _resolve(s)
    assert field_monsters(duel, 0) == [JEROID] and _atk(duel, elf) == 0


def test_dark_jeroid_loss_ends_when_the_monster_turns_face_down():
    """Q: Dark Jeroid lowered my opponent's Battle Ox to 900; I then turn the Ox face-down with
    Book of Moon, and my opponent Flip Summons it next turn. A: the loss ended when it turned
    face-down: it is back to 1700 ATK."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, JEROID, "Book of Moon")
    ox = table.monster(1, "Battle Ox")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", JEROID)
    s.pick("target", ox, player=0)
    _resolve(s)
    s.pick("activate", "Book of Moon")
    s.pick("target", ox, player=0)
    _resolve(s)
    assert ox.card(duel).position == "set"
    s.end_turn()
    while duel.request.kind != "idle":
        s.pick("pass")
    s.pick("flip_summon", "Battle Ox", player=1)
    _resolve(s)
    assert _atk(duel, ox) == 1700
