"""Dark Necrofear's End Phase possession and Magical Scientist's return of its Fusion Monster fall
in the same End Phase (round 53e): the order the turn player picks decides which monster
Necrofear can take.

Sources: Konami's FAQ (db.yugioh-card.com, faq fid=11533): in the Standby and End Phases the
turn player, who holds priority first, carries out the phase's processes in the order they like
(the opponent's come when they pass); yugioh-wiki.net 「エンドフェイズ」 (09/10/28): the End
Phase's effects and payments are handled one at a time in the chosen order, never chained
together. Seed 004 §准备阶段 gives the turn player's order for the Standby Phase; its
§结束阶段 names the End Phase's effects without an order: we read it as the FAQ does, the same
for both phases. Magical Scientist's return is applied (no chain link), Dark Necrofear's
possession is a mandatory trigger of its card in the GY (destroyed there this turn by the
opponent's card, Fissure); it needs a face-up monster of the opponent as its target. The
turn player is asked about their own effect of the phase, or to pass (round 54b: each player
orders their own, the opponent's come when the turn player passes): with the turn player
passing, Necrofear goes first and may take Flame Swordsman, which then
goes back to the Extra Deck all the same (Magical Scientist's lasting effect follows the
monster to its new controller), leaving Necrofear's equip behind it. Both presets."""

import pytest

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

def _end_phase(rules):
    """Player 0's turn 3: Fissure destroys player 1's Dark Necrofear; Magical Scientist (1000
    LP) brings out Flame Swordsman; the turn ends."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    table.hand(0, "Fissure")
    table.monster(0, "Magical Scientist")
    table.extra(0, "Flame Swordsman")
    table.monster(1, "Dark Necrofear")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 1) == ["Dark Necrofear"]
    s.pick("activate", "Magical Scientist")
    while duel.request.kind != "idle":          # passes, the Fusion Monster's position and zone
        s.answer(duel.request.options[0])
    assert field_monsters(duel, 0) == ["Magical Scientist", "Flame Swordsman"]
    s.end_turn()
    return duel, s


def _finish(duel, s):
    while duel.request is not None and not (duel.request.kind == "idle" and duel.turn_player == 1):
        s.answer(duel.request.options[0])       # passes, Necrofear's zone, the taken monster's zone


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_the_scientist_returning_first_leaves_necrofear_only_the_scientist(rules):
    """Q: my End Phase; my Magical Scientist's Flame Swordsman must go back to my Extra Deck, and
    my opponent's Dark Necrofear must take one of my face-up monsters. I pick the Scientist's
    return first. A: Flame Swordsman goes back; Necrofear's only possible target is then the
    Scientist itself: my opponent controls it, with Necrofear equipped to it."""
    duel, s = _end_phase(rules)
    request = s.expect(request="order", player=0)
    assert [(o.kind, o.name) for o in request.options] == [("chain_trigger", "Magical Scientist"), ("pass", None)]
    s.pick("chain_trigger", "Magical Scientist", request="order", player=0)
    request = s.expect(request="target", player=1)
    assert [o.name for o in request.options] == ["Magical Scientist"]
    _finish(duel, s)
    assert [c.name for c in duel.players[0].extra] == ["Flame Swordsman"]
    assert field_monsters(duel, 0) == []
    assert field_monsters(duel, 1) == ["Magical Scientist"]
    assert [c.name for c in duel.players[1].szone if c is not None] == ["Dark Necrofear"]


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_necrofear_first_may_take_the_fusion_monster_and_lose_it(rules):
    """Q: the same, but I pass, letting my opponent's Necrofear go first, and my opponent takes
    Flame Swordsman. A: then
    the Scientist's return still sends Flame Swordsman back to my Extra Deck from my opponent's
    side; Necrofear, equipped to nothing, goes to the GY; I keep Magical Scientist."""
    duel, s = _end_phase(rules)
    s.pick("pass", request="order", player=0)
    request = s.expect(request="target", player=1)
    assert sorted(o.name for o in request.options) == ["Flame Swordsman", "Magical Scientist"]
    s.pick("target", "Flame Swordsman")
    _finish(duel, s)
    assert [c.name for c in duel.players[0].extra] == ["Flame Swordsman"]
    assert field_monsters(duel, 0) == ["Magical Scientist"]
    assert field_monsters(duel, 1) == []
    assert grave(duel, 1) == ["Dark Necrofear"]
