"""A deck is playable when any artwork of a name is one the engine plays (alternate
artworks share a script, wherever the script is filed); a Problem reads, for a tool's
log, as its rule, its message and its line; `is_legal` asks by default that the engine
can play every card."""

from duelist.cards import registry
from duelist.deck.formats import parse_ydk
from duelist.deck.validate import is_legal, validate_deck
from duelist.testing.cards import unimplemented_effect_monster

DARK_MAGICIAN, DARK_MAGICIAN_ALT = 46986414, 36996508
FILLER = (15025844, 41392891, 87796900, 32452818, 91152256, 40374923, 13429800, 90357090,
          13039848, 66672569, 36304921, 41218256, 47060154, 68516705)


def _deck(main):
    return parse_ydk("#main\n" + "\n".join(map(str, main)) + "\n#extra\n!side\n", source="t.ydk")


def test_a_name_is_playable_when_its_other_artwork_is(monkeypatch):
    # a script filed under the alternate artwork's passcode only: the main artwork, first
    # in the deck, is not known to the registry by its own passcode
    real = registry.is_implemented
    monkeypatch.setattr(registry, "is_implemented", lambda card: card.code != DARK_MAGICIAN and real(card))
    main = [c for c in FILLER for _ in range(3)][:38] + [DARK_MAGICIAN, DARK_MAGICIAN_ALT]
    assert validate_deck(_deck(main)) == []
    only_main = [c for c in FILLER for _ in range(3)][:38] + [DARK_MAGICIAN, DARK_MAGICIAN]
    (problem,) = validate_deck(_deck(only_main))
    assert problem.rule == "not-implemented" and problem.lines == (40, 41)


def test_a_problem_reads_as_its_rule_message_and_line():
    main = [c for c in FILLER for _ in range(3)][:36] + [DARK_MAGICIAN] * 4
    (problem,) = validate_deck(_deck(main))
    assert repr(problem) == "Problem('copies', %r, line=41)" % problem.message


def test_a_deck_with_a_card_the_engine_cannot_play_is_not_legal_to_play_by_default():
    unscripted = unimplemented_effect_monster().code
    main = [c for c in FILLER for _ in range(3)][:39] + [unscripted]
    assert is_legal(_deck(main)) is False
    assert is_legal(_deck(main), require_implemented=False) is True
