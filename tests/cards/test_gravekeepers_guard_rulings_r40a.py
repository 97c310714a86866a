"""Gravekeeper's Guard (37101832): its FLIP effect targets a monster the opponent controls and
returns it to the hand. A Fusion Monster "returned to the hand" goes back to its owner's Extra
Deck; a monster the opponent protects from targeting (a Dragon beside King Dragun) cannot be
chosen, and with no legal target the FLIP effect does nothing.

Sources: Gravekeeper's Guard's text; seed 000 §卡組使用 and §怪獸區域 (Extra Deck monsters
are kept in the Extra Deck zone, never in the hand: 【額外卡組區域】); King Dragun's text; seed 000
§效果分類 誘發效果 (a FLIP effect is activated when its monster is flipped face-up)."""

from duelist.testing.reads import field_monsters, hand
from duelist.testing.scenario import Script, Table


def test_gravekeepers_guard_returns_a_fusion_monster_to_the_extra_deck():
    """Question: player 0 Flip Summons Gravekeeper's Guard and targets player 1's Dark Balter
    the Terrible. Where does it go? Answer: to player 1's Extra Deck, not the hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Gravekeeper's Guard", position="set")
    table.monster(1, "Dark Balter the Terrible", summon_kind="fusion")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Gravekeeper's Guard", request="idle")
    s.pick("target", "Dark Balter the Terrible", request="target", player=0)
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert field_monsters(duel, 1) == ["Battle Ox"] and hand(duel, 1) == []
    assert [c.name for c in duel.players[1].extra] == ["Dark Balter the Terrible"]


def test_gravekeepers_guard_flipped_with_only_king_dragun_to_target_does_nothing():
    """Question: player 1 controls only King Dragun (a Dragon: the opponent's card effects
    cannot target it). Player 0 Flip Summons Gravekeeper's Guard. Answer: the Flip Summon
    happens; the FLIP effect has no legal target and does nothing; King Dragun stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Gravekeeper's Guard", position="set")
    table.monster(1, "King Dragun", summon_kind="fusion")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Gravekeeper's Guard", request="idle")
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Gravekeeper's Guard"]
    assert field_monsters(duel, 1) == ["King Dragun"]
