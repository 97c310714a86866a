"""Victory Dragon's Match win goes to its controller, not its owner: borrowed by Change of Heart,
its direct attack on its owner wins the Match for the borrower (round 51q).

Victory Dragon's text (yugioh-wiki.net 《ヴィクトリー・ドラゴン》: このカードのコントローラーはマッチに
勝利する -- "this card's controller wins the Match") and seed 004 §对战方法 (胜利龙)."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table


def test_victory_dragon_taken_by_change_of_heart_wins_the_match_for_the_taker():
    """Q: I take my opponent's Victory Dragon with Change of Heart and attack them directly; they
    have 2000 LP. A: the Dragon's controller -- me -- wins the Match."""
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(8000, 2000))
    table.monster(1, "Victory Dragon")
    table.hand(0, "Change of Heart")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", "Victory Dragon", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("battle")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("attack", "Victory Dragon", target="player", request="battle")
    assert lp(duel) == (8000, 0)
    assert duel.result == {"winner": 0, "reason": "lp", "turn": 3, "match_win": True}
