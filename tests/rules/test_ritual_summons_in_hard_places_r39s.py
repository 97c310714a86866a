"""Ritual Summons in hard places (seed 000 §儀式召喚: Tributes from the hand or the field whose
Levels reach the Ritual Spell's; §具有蘇生限制的怪獸的特殊召喚: a Ritual Summon is a Ritual
Monster's proper summon -- "融合怪獸和儀式怪獸就是以發動卡片並處理效果作為正規手段特殊召喚" -- so one
Ritual Summoned and sent from the field to the GY may be revived). Ruling: Yugipedia, Card
Rulings: Scapegoat (its Tokens cannot be Tributed for a Tribute Summon, but may be Tributed
otherwise, for a Ritual Summon too; the turn it is activated no other monster may be Summoned,
so the Tokens must come from an earlier turn)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

BLS = "Black Luster Soldier"
SHEEP = "Sheep Token"


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", first=True)


def test_a_ritual_summoned_monster_destroyed_may_be_revived():
    """Question: Black Luster Soldier was Ritual Summoned, then destroyed by Dark Hole. May
    Monster Reborn revive it?
    Answer: yes -- it was properly summoned and went from the field to the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Black Luster Ritual", BLS, "Dark Hole", "Monster Reborn")
    table.monster(0, "Summoned Skull")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Black Luster Ritual")
    _resolve(duel, s)
    s.pick("select", "Summoned Skull")            # then Battle Ox, the only one left, is taken
    s.pick("option", "Attack Position", request="option")
    _resolve(duel, s)
    s.pick("activate", "Dark Hole")
    _resolve(duel, s)
    assert BLS in grave(duel, 0)
    s.pick("activate", "Monster Reborn")
    assert BLS in [o.name for o in s.options("target")]


def test_sheep_tokens_may_be_tributed_for_a_ritual_summon():
    """Question: Scapegoat was activated in the opponent's turn. In the next turn, may a Sheep
    Token (which cannot be Tributed for a Tribute Summon) be the Tribute of Black Illusion
    Ritual for Relinquished (Level 1)?
    Answer: yes -- Scapegoat forbids Tribute Summons only; the Token vanishes, Relinquished is
    Ritual Summoned."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.hand(0, "Black Illusion Ritual", "Relinquished")
    table.spell_trap(0, "Scapegoat")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    while not (duel.turn == 5 and duel.request.kind == "idle"):
        if duel.request.kind == "idle":
            s.pick("end_turn", player=1)
        elif s.has("activate", "Scapegoat") and duel.request.player == 0:
            s.pick("activate", "Scapegoat")         # at the end of player 1's Main Phase 1
        else:
            s.pick("pass", first=True)
    assert field_monsters(duel, 0) == [SHEEP] * 4
    s.pick("activate", "Black Illusion Ritual")
    _resolve(duel, s)
    if duel.request.kind == "select":
        s.pick("select", SHEEP, first=True)
    s.pick("option", "Attack Position", request="option")
    assert sorted(field_monsters(duel, 0)) == ["Relinquished"] + [SHEEP] * 3
    assert sorted(grave(duel, 0)) == ["Black Illusion Ritual", "Scapegoat"]


def test_soul_exchange_lends_a_tribute_for_a_tribute_summon_only_not_for_a_ritual_summon():
    """Question: Soul Exchange targets the opponent's Battle Ox (Level 4). With Summoned Skull
    (Level 6) of its own, may its player now activate Black Luster Ritual (Level 8)?
    Answer: no -- Soul Exchange lets the monster be Tributed for a Tribute Summon only (its
    text; Yugipedia, Card Rulings: Soul Exchange); a Ritual Spell Tributes only monsters of its
    player's hand and field (seed 000 §儀式召喚)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Soul Exchange", "Black Luster Ritual", BLS)
    table.monster(0, "Summoned Skull")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", "Black Luster Ritual")
    s.pick("activate", "Soul Exchange")
    s.pick("target", "Battle Ox")
    _resolve(duel, s)
    assert not s.has("activate", "Black Luster Ritual")
