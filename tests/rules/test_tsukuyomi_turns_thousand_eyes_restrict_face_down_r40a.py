"""Tsukuyomi on its player's own Thousand-Eyes Restrict: the Goat Control loop (GOAT preset).

The Goat Control history on stardustjunction.wordpress.com: Tsukuyomi turns Thousand-Eyes
Restrict face-down, which gets rid of the cards it had equipped, and once it is flipped face-up
again it takes another monster. A monster turned face-down is a new card
whose "once per turn" is fresh, and a position changed by an effect leaves its player's own
change (and the Flip Summon) for the turn (seed 000 §怪獸的表示形式: "因效果而導緻的表示形式
改變沒有次數限制"). The Equip Card on a monster turned face-down is destroyed (seed 000
§魔法卡 › 裝備魔法); the monster card goes to its owner's GY."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_tsukuyomi_resets_thousand_eyes_restrict_which_takes_a_second_monster_the_same_turn():
    """Q: my Thousand-Eyes Restrict holds my opponent's Jinzo. I Normal Summon Tsukuyomi and
    turn my own TER face-down, then Flip Summon TER: may it take Summoned Skull this turn?
    A: yes: Jinzo, the Equip Card of a face-down monster, goes to its owner's GY; the flipped
    TER is a new card and may use its effect again."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    ter = table.monster(0, "Thousand-Eyes Restrict", summon_kind="fusion")
    table.hand(0, "Tsukuyomi")
    table.monster(1, "Jinzo")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Thousand-Eyes Restrict")
    s.pick("target", "Jinzo")
    s.pick("summon", "Tsukuyomi")
    s.pick("target", ter, request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert not ter.card(duel).face_up and grave(duel, 1) == ["Jinzo"]
    s.pick("flip_summon", "Thousand-Eyes Restrict", request="idle")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("activate", "Thousand-Eyes Restrict", request="idle")
    s.pick("target", "Summoned Skull")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert [c.name for c in duel.players[0].szone if c is not None] == ["Summoned Skull"]
    assert duel.atk(ter.card(duel)) == 2500
