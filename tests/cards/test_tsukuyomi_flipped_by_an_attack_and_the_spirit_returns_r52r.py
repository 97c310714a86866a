"""Tsukuyomi Set by my opponent and flipped face-up by my attack: its "when flipped face-up"
trigger waits until after damage calculation, and in this turn's End Phase it returns to its
owner's hand beside my own Normal Summoned Spirit (round 52r).

Seed 000 §效果分類 (誘發效果): a monster attacked face-down and flipped face-up activates its
triggers on that flip after damage calculation; "during the Standby or End Phase" triggers are
not simultaneous: one is activated and resolved, then the next (the turn player decides the
order, Yugipedia "End Phase": the turn player decides in which order the effects resolve).
Seed 004 §特殊效果怪兽 (灵魂): a Spirit returns to the hand in the End Phase of a turn in which
it was Normal Summoned or flipped face-up -- the opponent's turn too; a Spirit turned
face-down since is a new card and does not return."""

from duelist.testing.reads import field_monsters, hand, of_type
from duelist.testing.scenario import Script, Table


def _attack_the_set_tsukuyomi(flip_target):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Asura Priest")
    table.monster(0, "Hitotsu-Me Giant")
    tsukuyomi = table.monster(1, "Tsukuyomi", position="set")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Asura Priest")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("battle")
    while duel.request.kind == "chain":
        s.pick("pass")
    start = len(duel.log)
    s.pick("attack", "Hitotsu-Me Giant", target=tsukuyomi)        # 1200 into 1400 DEF
    s.pick("target", flip_target, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel, s, start, tsukuyomi


def test_tsukuyomi_flipped_by_an_attack_turns_my_summoned_spirit_face_down_after_damage_calculation():
    """Q: I Normal Summon Asura Priest, then Hitotsu-Me Giant attacks my opponent's Set
    Tsukuyomi. A: Tsukuyomi is flipped before damage calculation; its trigger is activated
    after it (I take 200 first); it turns Asura Priest face-down. In the End Phase only
    Tsukuyomi returns, to my opponent's hand: my Asura Priest, face-down, is no longer the
    monster I Normal Summoned and stays."""
    duel, s, start, tsukuyomi = _attack_the_set_tsukuyomi("Asura Priest")
    battle = of_type(duel, "battle", start)[0]["i"]
    [link] = of_type(duel, "chain", start)
    assert link["name"] == "Tsukuyomi" and link["player"] == 1 and link["i"] > battle
    assert duel.players[0].lp == 7800
    assert [c.position for c in duel.monsters(0)] == ["attack", "set"]

    end = len(duel.log)
    s.end_turn()
    while duel.request.kind == "chain":
        s.pick("pass")
    assert [e["name"] for e in of_type(duel, "chain", end)] == ["Tsukuyomi"]
    assert hand(duel, 1) == ["Tsukuyomi", "Celtic Guardian"]     # (their turn 4 draw)
    assert field_monsters(duel, 0) == ["Hitotsu-Me Giant", "Asura Priest"]
    assert hand(duel, 0) == []
    assert duel.turn == 4 and duel.request.player == 1


def test_both_players_spirits_return_one_at_a_time_in_the_order_the_turn_player_picks():
    """Q: the same, but Tsukuyomi turns Hitotsu-Me Giant face-down. In my End Phase, my Asura
    Priest (Normal Summoned this turn) and my opponent's Tsukuyomi (flipped face-up this turn)
    must both return. A: not one chain: I pick which goes first, mine or (by passing) my
    opponent's (round 54b, Konami's FAQ fid=11533: I am asked about my own, and may pass); I
    pass: my opponent's Tsukuyomi is activated and resolved alone (Chain Link 1), then my Asura
    Priest's return is Chain Link 1 of its own chain. Each goes to its owner's hand."""
    duel, s, start, tsukuyomi = _attack_the_set_tsukuyomi("Hitotsu-Me Giant")
    end = len(duel.log)
    s.end_turn()
    request = s.expect(request="order", player=0)
    assert [(o.kind, o.name) for o in request.options] == [("chain_trigger", "Asura Priest"), ("pass", None)]
    s.pick("pass")
    while duel.request.kind == "chain":
        s.pick("pass")

    assert [(e["link"], e["name"]) for e in of_type(duel, "chain", end)] == [(1, "Tsukuyomi"), (1, "Asura Priest")]
    returns = of_type(duel, "to_hand", end)
    assert [(e["player"], e["name"]) for e in returns] == [(1, "Tsukuyomi"), (0, "Asura Priest")]
    assert of_type(duel, "chain_end", end)[0]["i"] < returns[1]["i"]   # two chains
    assert hand(duel, 0) == ["Asura Priest"]
    assert field_monsters(duel, 0) == ["Hitotsu-Me Giant"] and field_monsters(duel, 1) == []
