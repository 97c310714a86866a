"""What a monster turned face-down by an effect still remembers, and what a Token may be
Tributed for (round 38r).

seed 001 §表示形式 (變更怪獸表示形式…1只怪獸的表示形式1回合只能進行1次變更。但是因效果而導致的表示形式改變
沒有次數限制; a monster cannot change its position the turn it was summoned) and Book of Moon's
rulings (a monster Summoned this turn, or whose position its player changed this turn, turned
face-down by Book of Moon cannot be Flip Summoned that turn); Scapegoat's Sheep Tokens
(they cannot be Tributed for a Tribute Summon -- a summoning procedure that is no Tribute
Summon may Tribute them)."""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table


def _chain_passes(s, limit=8):
    for _ in range(limit):
        if s.duel.request is None or s.duel.request.kind != "chain":
            return
        s.pick("pass")


def test_a_monster_summoned_this_turn_and_turned_face_down_cannot_be_flip_summoned():
    """Question: player 0 Normal Summons Battle Ox and turns it face-down with their own Book
    of Moon. May they Flip Summon it this turn? Answer: no -- it was summoned this turn, and
    being turned face-down by an effect does not make it forget that."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Battle Ox", "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    _chain_passes(s)
    s.pick("activate", "Book of Moon")
    s.pick("target", "Battle Ox")
    _chain_passes(s)
    assert duel.monsters(0)[0].position == S.FACEDOWN_DEFENSE
    assert not s.has("flip_summon") and not s.has("change_position")


def test_a_monster_whose_position_its_player_changed_cannot_be_flip_summoned_after_book_of_moon():
    """Question: player 0 changes Battle Ox (on the field since last turn) to Defense Position,
    then turns it face-down with Book of Moon. May they Flip Summon it this turn? Answer: no --
    a Flip Summon is a change of position by its player, and that one change this turn is
    spent (seed 001 §表示形式); Book of Moon's change does not count, but neither does it give
    the change back."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.hand(0, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("change_position", "Battle Ox")
    _chain_passes(s)
    s.pick("activate", "Book of Moon")
    s.pick("target", "Battle Ox")
    _chain_passes(s)
    assert duel.monsters(0)[0].position == S.FACEDOWN_DEFENSE
    assert not s.has("flip_summon")


def test_sheep_tokens_may_be_tributed_by_lava_golem_but_not_for_a_tribute_summon():
    """Question: player 1 controls four Sheep Tokens. May player 0 Special Summon Lava Golem by
    Tributing two of them, and may player 1 Tribute them for Summoned Skull? Answer: Lava
    Golem yes -- its procedure is a Special Summon, not a Tribute Summon, the one thing the
    Tokens refuse; Summoned Skull no (neither Summoned nor Set by Tributing them)."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.hand(1, "Scapegoat", "Summoned Skull")
    table.hand(0, "Lava Golem")
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Scapegoat")
    _chain_passes(s)
    assert [c.name for c in duel.monsters(1)] == ["Sheep Token"] * 4
    assert not s.has("summon", "Summoned Skull") and not s.has("set", "Summoned Skull")
    s.end_turn()
    for _ in range(6):
        if duel.request.kind == "idle" and duel.request.player == 0:
            break
        s.pick("pass")
    assert s.has("special_summon", "Lava Golem")


def test_tsukuyomi_turned_face_down_by_its_own_effect_does_not_return_to_the_hand():
    """Question: player 0 Normal Summons Tsukuyomi, a Spirit, and its effect turns Tsukuyomi
    itself face-down. Does it go back to the hand in the End Phase? Answer: no -- a Spirit's
    return is a trigger of the face-up monster, and a face-down monster activates none of its
    effects (seed 000 §裡側守備表示: its information is not public); it stays Set."""
    table = Table(turn=3, turn_player=0)
    tsukuyomi = table.hand(0, "Tsukuyomi")
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Tsukuyomi")
    _chain_passes(s)
    s.pick("target", "Tsukuyomi", player=0, request="target")
    _chain_passes(s)
    assert tsukuyomi.card(duel).position == S.FACEDOWN_DEFENSE
    s.pick("end_turn")
    for _ in range(6):
        if duel.request.kind == "idle" and duel.request.player == 1:
            break
        s.pick("pass")
    assert duel.turn == 4 and tsukuyomi.card(duel).location == S.MZONE
    assert tsukuyomi.card(duel).position == S.FACEDOWN_DEFENSE and duel.players[0].hand == []


def test_laquari_turned_face_down_forgets_it_was_tagged_in_by_a_gladiator_beast():
    """Question: Gladiator Beast Bestiari tags out and Special Summons Gladiator Beast Laquari
    from the Deck (its original ATK becomes 2100: "Special Summoned by a Gladiator Beast's
    effect"). Player 0 then turns Laquari face-down with Book of Moon and Flip Summons it next
    turn. What is its ATK? Answer: 1800 -- a monster turned face-down forgets how it was
    summoned by a Gladiator Beast (Edison format rulings, Book of Moon: "flipping a monster
    face-down will ... 'forget' ... the fact that it was Summoned by a 'Gladiator Beast'"; seed
    000 §裡側守備表示)."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Gladiator Beast Bestiari")
    table.monster(1, "Kozaky")
    table.hand(0, "Book of Moon")
    table.deck(0, ["Gladiator Beast Laquari"] + ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Gladiator Beast Bestiari", target="Kozaky")
    for _ in range(15):
        request = duel.request
        if request.kind == "idle":
            break
        if request.kind == "battle":
            s.pick("end_battle")
        elif request.kind == "yes_no":
            s.pick("yes", player=0)                       # Bestiari tags out
        elif request.kind == "option":
            s.pick("option", "Attack Position", player=0)
        else:
            s.pick("pass")
    laquari = duel.monsters(0)[0]
    assert laquari.name == "Gladiator Beast Laquari" and duel.atk(laquari) == 2100
    s.pick("activate", "Book of Moon")
    s.pick("target", "Gladiator Beast Laquari", player=0)
    _chain_passes(s)
    s.pick("end_turn")
    for _ in range(20):
        request = duel.request
        if request.kind == "idle" and request.player == 0 and duel.turn == 5:
            break
        if request.kind == "idle":
            s.pick("end_turn")
        else:
            s.pick("pass")
    s.pick("flip_summon", "Gladiator Beast Laquari")
    _chain_passes(s)
    laquari = duel.monsters(0)[0]
    assert laquari.position == S.FACEUP_ATTACK and duel.atk(laquari) == 1800


def test_a_flip_summoned_monster_turned_face_down_again_cannot_be_flip_summoned_twice():
    """Question: player 0 Flip Summons Stealth Bird (1000 to player 1), then turns it face-down
    with Book of Moon. May they Flip Summon it a second time this turn? Answer: no -- the Flip
    Summon was that monster's one change of position by its player this turn (seed 001 §表示形式;
    yugioh-wiki 《月の書》: 反転召喚したモンスターに《月の書》を使い、同じターンでもう一度反転召喚するのは不可)."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Stealth Bird", position="set")
    table.hand(0, "Book of Moon")
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Stealth Bird")
    while duel.request.kind != "idle":
        s.pick("pass")
    assert duel.players[1].lp == 7000
    s.pick("activate", "Book of Moon")
    s.pick("target", "Stealth Bird", player=0)
    while duel.request.kind != "idle":
        s.pick("pass")
    assert duel.monsters(0)[0].position == S.FACEDOWN_DEFENSE
    assert not s.has("flip_summon")
