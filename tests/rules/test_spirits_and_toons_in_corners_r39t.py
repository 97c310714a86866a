"""Spirit and Toon monsters in corners not yet tested (seed 004 §特殊效果怪兽: 灵魂 "Spirit", 卡通
"Toon"; seed 000 §效果分類 › 誘發效果 for the End Phase triggers, §結束階段).

A Spirit's return is a mandatory trigger of the monster in the End Phase of the turn it was
Normal Summoned or turned face-up; it goes to its OWNER's hand, whoever controls it then, and
its controller activates it. Triggers "during the End Phase" are not simultaneous: the turn
player picks which is activated and resolved first, each on its own chain. A Toon may attack
directly while the opponent controls no face-up Toon monster: face-down monsters of any kind
do not stop it."""

from duelist.testing.reads import field_monsters, grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table

DECK = ["Celtic Guardian"] * 5


def _to_end_phase(s, duel, until_player=1):
    """Answer every question of the End Phase (passes) until `until_player`'s idle menu."""
    s.pick("end_turn")
    for _ in range(20):
        req = duel.request
        if req.kind == "idle" and req.player == until_player:
            return
        if req.kind == "order":
            return
        s.pick("pass", first=True)
    raise AssertionError("still %r" % duel.request.kind)


def test_a_spirit_given_away_by_creature_swap_returns_to_its_owners_hand():
    """Question: player 0 Normal Summons Asura Priest, then gives it to player 1 with Creature
    Swap. In the End Phase, does it return, and to whose hand? Answer: yes, it was Normal
    Summoned this turn; it goes to its owner's (player 0's) hand, and the trigger is activated
    by its controller, player 1. Player 0 keeps the Celtic Guardian it received."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Asura Priest", "Creature Swap")
    table.monster(1, "Celtic Guardian")
    table.deck(0, DECK)
    table.deck(1, DECK)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Asura Priest")
    while duel.request.kind != "idle":
        s.pick("pass", first=True)
    s.pick("activate", "Creature Swap")
    while duel.request.kind != "idle":
        s.pick("pass", first=True)
    assert field_monsters(duel, 1) == ["Asura Priest"]
    _to_end_phase(s, duel)
    assert hand(duel, 0) == ["Asura Priest"]
    assert field_monsters(duel, 1) == []
    assert field_monsters(duel, 0) == ["Celtic Guardian"]
    chains = [(e["player"], e["name"]) for e in of_type(duel, "chain") if e["name"] == "Asura Priest"]
    assert chains == [(1, "Asura Priest")]


def test_two_spirits_return_one_chain_each_in_the_order_the_turn_player_picks():
    """Question: Asura Priest was Normal Summoned and Tsukuyomi Flip Summoned this turn; both
    return in the End Phase. Who orders them, and are they one chain? Answer: End Phase
    triggers are not simultaneous: the turn player picks which is activated and resolved
    first (here Tsukuyomi), then the other is activated on a chain of its own."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Asura Priest")
    table.monster(0, "Tsukuyomi", position="set")
    table.monster(1, "Celtic Guardian")
    table.deck(0, DECK)
    table.deck(1, DECK)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Asura Priest")
    if duel.request.kind != "idle":
        while duel.request.kind != "idle":
            s.pick("pass", first=True)
    s.pick("flip_summon", "Tsukuyomi")
    s.pick("target", "Celtic Guardian", request="target")
    while duel.request.kind != "idle":
        s.pick("pass", first=True)
    start = len(duel.log)
    _to_end_phase(s, duel)
    request = s.expect("order", player=0)
    assert sorted(o.name for o in request.options) == ["Asura Priest", "Tsukuyomi"]
    s.pick("chain_trigger", "Tsukuyomi", request="order", player=0)
    for _ in range(20):
        if duel.request.kind == "idle" and duel.request.player == 1:
            break
        s.pick("pass", first=True)
    assert sorted(hand(duel, 0)) == ["Asura Priest", "Tsukuyomi"]
    resolved = [e["name"] for e in of_type(duel, "resolve", start)]
    assert resolved == ["Tsukuyomi", "Asura Priest"]
    chains = of_type(duel, "chain", start)
    assert [(e["name"], e["link"]) for e in chains] == [("Tsukuyomi", 1), ("Asura Priest", 1)]


def test_a_toon_attacks_directly_past_an_opponent_with_only_face_down_monsters():
    """Question: the opponent controls only a Set monster (Mystical Elf). May Toon Mermaid
    attack directly? Answer: yes, the opponent controls no face-up Toon monster; it may also
    attack the Set monster. The direct attack costs 500 LP and deals 1400."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Toon World", face_down=False)
    table.monster(0, "Toon Mermaid")
    table.monster(1, "Mystical Elf", position="set")
    table.deck(0, DECK)
    table.deck(1, DECK)
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    targets = [o.target for o in duel.request.options if o.kind == "attack" and o.name == "Toon Mermaid"]
    assert "player" in targets and len(targets) == 2
    s.pick("attack", "Toon Mermaid", target="player")
    for _ in range(12):
        if duel.request.kind == "battle":
            break
        s.pick("pass", first=True)
    assert lp(duel) == (7500, 8000 - 1400)


def test_a_spirit_flipped_face_up_by_an_effect_returns_in_that_end_phase(monkeypatch):
    """Question: player 0's Set Tsukuyomi is flipped face-up by an effect (Waboku as a stand-in,
    "flip every face-down monster face-up": no card of the pool does it at spell speed 2).
    Does it return to the hand in that End Phase? Answer: yes, a Spirit returns at the end of
    a turn in which it was Normal Summoned or turned face-up, by any means; its own "turned
    face-up" effect is activated too (it turns Celtic Guardian face-down)."""
    from tests.rules.stand_ins import waboku_flips_every_face_down_monster

    waboku_flips_every_face_down_monster(monkeypatch)
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Tsukuyomi", position="set")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(0, "Waboku")
    table.deck(0, DECK)
    table.deck(1, DECK)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Waboku")
    for _ in range(12):
        req = duel.request
        if req.kind == "target":
            s.pick("target", "Celtic Guardian", player=0)
        elif req.kind == "idle" and req.player == 0:
            break
        else:
            s.pick("pass", first=True)
    assert not duel.monsters(1)[0].face_up
    assert field_monsters(duel, 0) == ["Tsukuyomi"]
    _to_end_phase(s, duel)
    assert hand(duel, 0) == ["Tsukuyomi"]
    assert field_monsters(duel, 0) == []


def test_swords_of_revealing_light_flips_a_flip_monster_and_a_spirit_which_returns_that_turn():
    """Question: player 0's Swords of Revealing Light turns player 1's Set Man-Eater Bug and Set
    Tsukuyomi face-up. Are their "flipped face-up" effects activated, and does Tsukuyomi go
    back in player 0's End Phase? Answer: yes: a monster turned face-up by an effect activates
    its FLIP effect (seed 000 §效果分類 › 誘發效果: 反轉場合發動; Ceasefire alone says otherwise
    in its text) and Tsukuyomi its own; player 1 orders them (Man-Eater Bug Chain Link 1). And
    a Spirit returns in the End Phase of the turn it was turned face-up, whoever's turn it is."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Swords of Revealing Light")
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Man-Eater Bug", position="set")
    table.monster(1, "Tsukuyomi", position="set")
    table.deck(0, DECK)
    table.deck(1, DECK)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Swords of Revealing Light")
    s.pick("chain_trigger", "Man-Eater Bug", request="order", player=1)
    s.pick("target", "Celtic Guardian", request="target", player=1)
    s.pick("target", "Man-Eater Bug", request="target", player=1)
    for _ in range(12):
        if duel.request.kind == "idle" and duel.request.player == 0:
            break
        s.pick("pass", first=True)
    assert [(e["link"], e["name"]) for e in of_type(duel, "chain") if e["player"] == 1] == [
        (1, "Man-Eater Bug"), (2, "Tsukuyomi")]
    assert grave(duel, 0) == ["Celtic Guardian"]
    assert [(c.name, c.face_up) for c in duel.monsters(1)] == [("Man-Eater Bug", False), ("Tsukuyomi", True)]
    _to_end_phase(s, duel)
    assert field_monsters(duel, 1) == ["Man-Eater Bug"]
    assert "Tsukuyomi" in hand(duel, 1)
