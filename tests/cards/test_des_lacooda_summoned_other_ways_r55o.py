"""Des Lacooda (2326738) draws only when it is itself Flip Summoned: not when it is Normal
Summoned, nor when another monster is Flip Summoned beside it.

Sources: the card's text in my words (when this card is Flip Summoned: draw 1 card), as
tests/cards/test_des_lacooda_r54c.py reads it (a trigger of its own Flip Summon, as Stealth Bird's
"When this card is Flip Summoned", yugioh-wiki.net). Round 55o: kills kit.py `flip_summoned_self`
without its Flip Summon test, or with its three tests joined by `or`; and
`turn_face_down_once_per_turn` declared without `once_per_turn` (its text: once per turn).
A monster turned face-down by an effect may be Flip Summoned that turn, and face-up again it is
a new card whose "once per turn" starts anew (the general rule for a card that turns face-down,
yugioh-wiki.net 「1ターンに1度」; the engine's reading): the limit shows only where the effect
is negated and the card stays face-up (Skill Drain: seed 000 §效果分類, the effect is activated
and negated as it resolves)."""

from duelist.testing.reads import field_monsters, hand
from duelist.testing.scenario import Script, Table


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def test_des_lacooda_normal_summoned_draws_nothing():
    """Q: I Normal Summon Des Lacooda face-up. A: no draw: its draw is for a Flip Summon; my
    hand is empty and my Deck still holds its 2 cards."""
    table = Table(turn=3)
    table.hand(0, "Des Lacooda")
    table.deck(0, ["Pot of Greed", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Des Lacooda")
    _pass_all(s, duel)
    assert field_monsters(duel, 0) == ["Des Lacooda"]
    assert hand(duel, 0) == [] and len(duel.players[0].deck) == 2


def test_another_monster_flip_summoned_beside_des_lacooda_draws_nothing():
    """Q: my Des Lacooda is face-up; I Flip Summon my Set Battle Ox. A: no draw: Des Lacooda was
    not the card Flip Summoned."""
    table = Table(turn=3)
    table.monster(0, "Des Lacooda")
    ox = table.monster(0, "Battle Ox", position="set")
    table.deck(0, ["Pot of Greed", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", ox)
    _pass_all(s, duel)
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Des Lacooda"]
    assert hand(duel, 0) == [] and len(duel.players[0].deck) == 2



def test_des_lacooda_turned_face_down_and_flip_summoned_again_may_use_its_effect_again():
    """Q: in my Main Phase my face-up Des Lacooda turns itself face-down by its effect; I Flip
    Summon it again (I draw Pot of Greed). May it turn itself face-down again this turn? A: yes:
    turned face-down and face-up again it is a new card, whose "once per turn" starts anew."""
    table = Table(turn=3)
    lacooda = table.monster(0, "Des Lacooda")
    table.deck(0, ["Pot of Greed", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", lacooda, request="idle")
    _pass_all(s, duel)
    assert duel.monsters(0)[0].position == "set"
    s.pick("flip_summon", "Des Lacooda")
    _pass_all(s, duel)
    assert hand(duel, 0) == ["Pot of Greed"] and duel.monsters(0)[0].face_up
    assert s.has("activate", "Des Lacooda")


def test_des_lacooda_negated_by_skill_drain_stays_face_up_and_has_used_its_effect():
    """Q: (Goat) my opponent's Skill Drain is face-up; my face-up Des Lacooda activates its
    effect, which Skill Drain negates as it resolves. May I activate it again this turn? A: no:
    it is still the same face-up card, and its effect is once per turn."""
    table = Table(rules="GOAT", turn=3)
    lacooda = table.monster(0, "Des Lacooda")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(0, ["Pot of Greed", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", lacooda, request="idle")
    _pass_all(s, duel)
    assert duel.monsters(0)[0].face_up and duel.monsters(0)[0].uid == lacooda.uid(duel)
    assert not s.has("activate", "Des Lacooda")
