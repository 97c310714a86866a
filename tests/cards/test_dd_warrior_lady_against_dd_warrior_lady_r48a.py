"""D.D. Warrior Lady against D.D. Warrior Lady (round 48a).

Both Ladies battled, so both effects activate after damage calculation and make one chain, the
turn player's first (seed 000 §效果分類 › 誘發效果: simultaneous trigger effects chain, the turn
player's first; Goat's SEGOC). The opponent's, Chain Link 2, resolves first and banishes both
Ladies. The turn player's then resolves with neither monster on the field: it banishes nothing
(the card's text: it banishes "that" monster and itself, each as far as it can be; a card that
has left the field is a new object, seed 000 §カードの移動)."""

from duelist.testing.reads import banished, lp
from duelist.testing.scenario import Script, Table


def test_the_second_lady_to_resolve_finds_both_ladies_already_banished():
    """Q: my D.D. Warrior Lady (1500 ATK) attacks my opponent's D.D. Warrior Lady in Defense
    Position (1600 DEF); I take 100 damage and we both use our Lady's effect. A: my opponent's
    resolves first and banishes both Ladies; mine then resolves and does nothing more: each
    player has one Lady banished, and the Battle Phase goes on."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "D.D. Warrior Lady")
    theirs = table.monster(1, "D.D. Warrior Lady", position="defense")
    table.deck(1, ["Kozaky"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "D.D. Warrior Lady", target=theirs)
    for _ in range(6):
        if duel.request.kind == "yes_no":
            s.pick("yes")
        elif duel.request.kind == "chain":
            s.pick("pass")
        else:
            break
    s.expect(request="battle", player=0)
    assert banished(duel, 0) == ["D.D. Warrior Lady"] and banished(duel, 1) == ["D.D. Warrior Lady"]
    assert duel.monsters(0) == [] and duel.monsters(1) == []
    assert lp(duel) == (7900, 8000)
