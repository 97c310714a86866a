"""De-Fusion (Quick-Play Spell): return a Fusion Monster to the Extra Deck, then, if all the
monsters used for its Fusion Summon are in your GY, you may Special Summon them.

Sources: yugioh-wiki.net 《融合解除》 (the card's text and notes: the summon is of "the set of
Fusion Materials used for its Fusion Summon", optional; its use to answer a removal aimed at the
Fusion Monster; against an opponent's Fusion Monster it is a plain return, their materials being
in their GY); the 2005-era OCG rulings page (home.att.ne.jp/moon/puppiy, copied at
bbs.newwise.com thread 353309: it may be activated to return the monster alone, without the
materials in the GY; the summon is optional, all of the set or none); tcatmon.com 《융합 해제》
(the materials must be the very monsters used for that Fusion Summon, and one that left the GY,
even if it came back, is no longer one); seed 000 §融合召喚 (a Fusion Summon: the materials sent
by the Fusion Spell, then the monster from the Extra Deck; a contact fusion's own procedure is
no Fusion Summon), §特殊召喚. The record is the Fusion Monster object's (a monster that left the
field and came back is a new object). The 2005 text does what today's does (tested under both
presets).
"""

import pytest

from duelist.engine import state as S

from duelist.testing.reads import banished, field_monsters, grave
from duelist.testing.scenario import Script, Table

GAIA = "Gaia the Dragon Champion"
KNIGHT = "Gaia The Fierce Knight"
CURSE = "Curse of Dragon"


def _fused(rules="GOAT", extra_hand=()):
    """Player 0 Fusion Summons Gaia the Dragon Champion with Polymerization (both materials
    from the hand), De-Fusion in hand; returns (duel, script)."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Polymerization", KNIGHT, CURSE, "De-Fusion", *extra_hand)
    table.extra(0, GAIA)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Polymerization")
    s.pick("select", GAIA)
    s.pick("option", "Attack Position", request="option")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == [GAIA]
    return duel, s


def _de_fusion(s):
    s.pick("activate", "De-Fusion")
    s.pick("target", GAIA, request="target")
    while s.duel.request.kind == "chain":
        s.pick("pass")


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_de_fusion_returns_gaia_and_summons_its_two_materials(rules):
    """Q: I Fusion Summoned Gaia the Dragon Champion with Polymerization; I activate De-Fusion on
    it. A: Gaia goes back to my Extra Deck; Gaia The Fierce Knight and Curse of Dragon, the
    monsters used for its Fusion Summon, are in my GY, so I may Special Summon both (2005 text
    and today's alike)."""
    duel, s = _fused(rules)
    _de_fusion(s)
    s.pick("yes", request="yes_no")
    s.pick("option", "Attack Position", request="option")
    s.pick("option", "Defense Position", request="option")
    assert sorted(field_monsters(duel, 0)) == sorted([KNIGHT, CURSE])
    assert [c.name for c in duel.players[0].extra] == [GAIA]
    assert grave(duel, 0) == ["Polymerization", "De-Fusion"]
    positions = {c.name: c.position for c in duel.monsters(0)}
    assert positions == {KNIGHT: "attack", CURSE: "defense"}


def test_de_fusion_summon_is_optional():
    """Q: may I return my Gaia and leave its materials in the GY? A: yes: the Special Summon
    is "you can" (the 2005 rulings page: optional)."""
    duel, s = _fused()
    _de_fusion(s)
    s.pick("no", request="yes_no")
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == sorted(["Polymerization", KNIGHT, CURSE, "De-Fusion"])
    assert [c.name for c in duel.players[0].extra] == [GAIA]


def test_de_fusion_with_a_material_banished_meanwhile_summons_nothing():
    """Q: after my Fusion Summon of Gaia, Curse of Dragon is banished from my GY (Soul
    Release); I activate De-Fusion on Gaia. A: Gaia returns to the Extra Deck, but not all the
    materials used are in my GY: nothing is summoned, and I am not asked (Gaia The Fierce
    Knight stays in the GY)."""
    duel, s = _fused(extra_hand=("Soul Release",))
    s.pick("activate", "Soul Release")
    s.pick("target", CURSE, request="target")
    s.pick("done", request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert banished(duel, 0) == [CURSE]
    _de_fusion(s)
    assert duel.request.kind == "idle"          # no yes/no: nothing to summon
    assert field_monsters(duel, 0) == [] and [c.name for c in duel.players[0].extra] == [GAIA]
    assert KNIGHT in grave(duel, 0)


def test_de_fusion_on_a_gaia_revived_by_monster_reborn_summons_nothing():
    """Q: my Fusion Summoned Gaia was destroyed; I revive it with Monster Reborn and then
    activate De-Fusion on it, its two materials still in my GY. A: Gaia returns to the Extra
    Deck, nothing is summoned: the revived Gaia is a new object, not Fusion Summoned, so no
    monster was "used for its Fusion Summon" (tcatmon.com; yugioh-wiki.net 《融合解除》)."""
    duel, s = _fused(extra_hand=("Monster Reborn",))
    duel.debug_move(duel.monsters(0)[0].uid, S.GRAVE)      # Gaia sent to the GY by fiat
    s.pick("activate", "Monster Reborn")
    s.pick("target", GAIA, request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == [GAIA]
    assert sorted(grave(duel, 0)) == sorted(["Polymerization", KNIGHT, CURSE, "Monster Reborn"])
    _de_fusion(s)
    assert duel.request.kind == "idle"
    assert field_monsters(duel, 0) == [] and [c.name for c in duel.players[0].extra] == [GAIA]
    assert KNIGHT in grave(duel, 0) and CURSE in grave(duel, 0)


def test_de_fusion_on_chimeratech_fortress_dragon_summons_nothing():
    """Q: Chimeratech Fortress Dragon came out by its own procedure (Cyber Dragon and a Machine
    sent to the GY, no Polymerization); I activate De-Fusion on it. A: it returns to the Extra
    Deck and nothing is summoned: its procedure is no Fusion Summon (seed 000 §融合召喚, last
    point), so no monster was used "for its Fusion Summon"."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Cyber Dragon")
    table.monster(1, "Mechanicalchaser")
    table.hand(0, "De-Fusion")
    table.extra(0, "Chimeratech Fortress Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Chimeratech Fortress Dragon")     # its only material set: both
    s.pick("option", "Attack Position", request="option")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Chimeratech Fortress Dragon"]
    s.pick("activate", "De-Fusion")
    s.pick("target", "Chimeratech Fortress Dragon", request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "idle"
    assert field_monsters(duel, 0) == [] and grave(duel, 0) == ["Cyber Dragon", "De-Fusion"]
    assert grave(duel, 1) == ["Mechanicalchaser"]
    assert [c.name for c in duel.players[0].extra] == ["Chimeratech Fortress Dragon"]


def test_de_fusion_on_the_opponents_fusion_monster_only_returns_it():
    """Q: my opponent Fusion Summoned Gaia; I activate De-Fusion on it. A: Gaia goes back to
    their Extra Deck; its materials are in their GY, not mine: nothing is summoned
    (yugioh-wiki.net 《融合解除》: against an opponent's Fusion Monster it is a return)."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    table.hand(1, "Polymerization", KNIGHT, CURSE)
    table.extra(1, GAIA)
    table.spell_trap(0, "De-Fusion")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Polymerization", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("select", GAIA)
    s.pick("option", "Attack Position", request="option")
    while duel.request.kind == "chain" and not s.has("activate", "De-Fusion"):
        s.pick("pass")
    assert field_monsters(duel, 1) == [GAIA]
    # player 0 answers the next thing player 1 does: their move to the Battle Phase
    if duel.request.kind != "chain":
        s.pick("battle", player=1)
    s.pick("activate", "De-Fusion", player=0, request="chain")
    s.pick("target", GAIA, request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 1) == [] and field_monsters(duel, 0) == []
    assert [c.name for c in duel.players[1].extra] == [GAIA]
    assert sorted(grave(duel, 1)) == sorted(["Polymerization", KNIGHT, CURSE])


def test_de_fusion_answers_sakuretsu_armor_and_the_materials_attack():
    """Q: my Fusion Summoned Gaia attacks; my opponent activates Sakuretsu Armor on it; I chain
    De-Fusion from my hand. A: De-Fusion resolves first: Gaia goes back to the Extra Deck and its
    two materials come out; Sakuretsu Armor then finds no attacker and destroys nothing; the
    attack is over, and the two materials may still attack this Battle Phase (yugioh-wiki.net
    《融合解除》: the answer to a removal aimed at the Fusion Monster, and the pursuit)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Polymerization", KNIGHT, CURSE, "De-Fusion")
    table.extra(0, GAIA)
    table.spell_trap(1, "Sakuretsu Armor")
    table.deck(1, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Polymerization")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("select", GAIA)
    s.pick("option", "Attack Position", request="option")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("battle")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("attack", GAIA, target="player", request="battle")
    while duel.request.kind == "chain" and duel.request.player == 0:
        s.pick("pass")
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")
    s.pick("target", GAIA, request="target")
    s.pick("activate", "De-Fusion", player=0, request="chain")
    s.pick("target", GAIA, request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("yes", request="yes_no")
    s.pick("option", "Attack Position", request="option")
    s.pick("option", "Attack Position", request="option")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(field_monsters(duel, 0)) == sorted([KNIGHT, CURSE])
    assert [c.name for c in duel.players[0].extra] == [GAIA]
    assert grave(duel, 1) == ["Sakuretsu Armor"] and duel.players[1].lp == 8000
    assert duel.request.kind == "battle"
    assert s.has("attack", KNIGHT, target="player") and s.has("attack", CURSE, target="player")
